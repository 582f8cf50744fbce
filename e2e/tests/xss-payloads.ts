/**
 * A corpus of hostile strings for the stored-XSS suite (hostile data), planted by
 * xss.spec.ts in every place the app shows server text.
 *
 * Detection scheme — every payload, if it ever runs as script, trips one of three detectors:
 *  1. `__xss(ID)`: most payloads call it. The spec defines it in every frame before any page script runs
 *     (`page.addInitScript`); it reports the id to the test (a binding exposed with `page.exposeFunction`,
 *     so a call from any frame, even an opaque `data:` one, reaches the test) and also marks the frame's
 *     root element with `data-xss`.
 *  2. `alert(ID)`: a few payloads call the native dialog; the spec listens to the page's `dialog` event.
 *  3. `[data-xss]`: a few payloads only set `document.body.dataset.xss = ID` (no function call at all);
 *     the spec looks for any `[data-xss]` element in every frame after each visit.
 * Nothing else in the app sets `data-xss`, calls `alert` or `__xss`, so any hit is an execution. The payloads
 * never carry a literal `data-xss` attribute in markup (sanitized rich text may legitimately keep `data-*`
 * attributes); the attribute only appears when script runs.
 *
 * Every payload is at most 100 characters: the shortest column it is stored in (announcement title, menu
 * name and icon, real name, dictionary text) takes 100. Ids are unique and appear in the payload text.
 */

export interface XssPayload {
  /** Unique id; the payload passes it to its sink. */
  id: number
  /** Family, for the report. */
  kind:
    | 'script'
    | 'handler'
    | 'url'
    | 'svg'
    | 'css'
    | 'breakout'
    | 'template'
    | 'encoded'
    | 'mutation'
    | 'markdown'
  text: string
}

const corpus: [XssPayload['kind'], string][] = [
  // Script tags.
  ['script', '<script>__xss(1)</script>'],
  ['script', '<SCRIPT>__xss(2)</SCRIPT>'],
  ['script', '<script src="data:text/javascript,__xss(3)"></script>'],
  ['script', '<script>alert(4)</script>'],
  ['script', '"><script>__xss(5)</script>'],
  ['script', '</script><script>__xss(6)</script>'],
  ['script', '<scr<script>ipt>__xss(7)</scr</script>ipt>'],
  ['script', '<script type="module">__xss(8)</script>'],
  // Event handlers.
  ['handler', '<img src=x onerror=__xss(9)>'],
  ['handler', '<img src=x onerror="alert(10)">'],
  ['handler', '<svg onload=__xss(11)>'],
  ['handler', '<body onload=__xss(12)>'],
  ['handler', '<details open ontoggle=__xss(13)>'],
  ['handler', '<input autofocus onfocus=__xss(14)>'],
  ['handler', '<select autofocus onfocus=__xss(15)></select>'],
  ['handler', '<video><source onerror=__xss(16)></video>'],
  ['handler', '<audio src=x onerror=__xss(17)>'],
  ['handler', '<iframe onload=__xss(18)></iframe>'],
  ['handler', '<marquee onstart=__xss(19)>x</marquee>'],
  ['handler', '<div onmouseover=__xss(20) style="position:fixed;inset:0">x</div>'],
  ['handler', '<img src=x onerror="document.body.dataset.xss=21">'],
  ['handler', '<object data=x onerror=__xss(22)></object>'],
  ['handler', '<style onload=__xss(23)></style>'],
  ['handler', '<textarea autofocus onfocus=__xss(24)></textarea>'],
  // javascript: and data: URLs.
  ['url', '<a href="javascript:__xss(25)">点我</a>'],
  // eslint-disable-next-line no-script-url -- a hostile string under test: it is stored, never run
  ['url', 'javascript:__xss(26)'],
  ['url', '<iframe src="javascript:parent.__xss(27)"></iframe>'],
  ['url', '<iframe src="data:text/html,<script>__xss(28)</script>"></iframe>'],
  ['url', '<object data="javascript:__xss(29)"></object>'],
  ['url', '<embed src="data:text/html,<script>__xss(30)</script>">'],
  ['url', '<a href="data:text/html,<script>__xss(31)</script>">x</a>'],
  ['url', '<form action="javascript:__xss(32)"><button>提交</button></form>'],
  ['url', '<a href=" &#14; javascript:__xss(33)">x</a>'],
  ['url', '<iframe srcdoc="<script>parent.__xss(34)</script>"></iframe>'],
  // SVG.
  ['svg', '<svg><script>__xss(35)</script></svg>'],
  ['svg', '<svg><animate onbegin=__xss(36) attributeName=x dur=1s>'],
  ['svg', '<svg><a><animate attributeName=href values=javascript:__xss(37) /><text y=9>x</text></a>'],
  ['svg', '<svg><set onbegin=__xss(38) attributeName=x to=1>'],
  ['svg', '<svg><image href=x onerror=__xss(39) />'],
  ['svg', '<svg><use href="data:image/svg+xml,<svg id=x onload=__xss(40)>#x"/>'],
  ['svg', '<svg><foreignObject><img src=x onerror=__xss(41)></foreignObject></svg>'],
  // CSS.
  ['css', '<div style="width:expression(__xss(42))">x</div>'],
  ['css', '<div style="background:url(javascript:__xss(43))">x</div>'],
  ['css', '<style>@import "javascript:__xss(44)";</style>'],
  ['css', '</style><script>__xss(45)</script>'],
  ['css', '<style>*{x:expression(__xss(46))}</style><img src=x onerror=__xss(46)>'],
  ['css', '<link rel=stylesheet href="javascript:__xss(47)">'],
  // Attribute break-outs.
  ['breakout', '"><img src=x onerror=__xss(48)>'],
  ['breakout', "'><img src=x onerror=__xss(49)>"],
  ['breakout', "' onmouseover='__xss(50)' x='"],
  ['breakout', '" onfocus="__xss(51)" autofocus="'],
  ['breakout', '" autofocus onfocus=__xss(52) x="'],
  ['breakout', '`-__xss(53)-`'],
  ['breakout', "';__xss(54);//"],
  ['breakout', '";__xss(55);//'],
  // Template syntax.
  ['template', "{{constructor.constructor('__xss(56)')()}}"],
  ['template', '${__xss(57)}'],
  ['template', '<%= __xss(58) %>'],
  ['template', "{{ window._CONFIG['x'] }}{{__xss(59)}}"],
  ['template', "{{$on.constructor('__xss(60)')()}}"],
  ['template', '#{__xss(61)}'],
  // Encoded variants.
  ['encoded', '&lt;img src=x onerror=__xss(62)&gt;'],
  ['encoded', '%3Cscript%3E__xss(63)%3C%2Fscript%3E'],
  ['encoded', '<img src=x onerror="&#95;&#95;xss(64)">'],
  ['encoded', '<a href="&#106;avascript:__xss(65)">x</a>'],
  ['encoded', '\\u003cimg src=x onerror=__xss(66)\\u003e'],
  ['encoded', '<IMG SRC=x OnErRoR=__xss(67)>'],
  ['encoded', '<img src=x onerror=\\u005f_xss(68)>'],
  ['encoded', '＜script＞__xss(69)＜/script＞'],
  ['encoded', '<a href="jav&#x09;ascript:__xss(70)">x</a>'],
  // Mutation XSS (parser differentials).
  ['mutation', '<noscript><p title="</noscript><img src=x onerror=__xss(71)>">'],
  ['mutation', '<title><img title="</title><img src=x onerror=__xss(72)>">'],
  ['mutation', '<textarea><img title="</textarea><img src=x onerror=__xss(73)>">'],
  ['mutation', '<svg></p><style><a id="</style><img src=1 onerror=__xss(74)>">'],
  ['mutation', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(75)>'],
  ['mutation', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(76)>'],
  ['mutation', '<xmp><img title="</xmp><img src=x onerror=document.body.dataset.xss=77>">'],
  // Markdown-link style.
  ['markdown', '[点我](javascript:__xss(78))'],
  ['markdown', '![x](x" onerror="__xss(79))'],
  ['markdown', '<javascript:__xss(80)>'],
  ['markdown', '[x](data:text/html,<script>alert(81)</script>)'],
]

export const XSS_PAYLOADS: readonly XssPayload[] = corpus.map(([kind, text], index) => ({
  id: index + 1,
  kind,
  text,
}))
