import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import { ISO_2859_1 } from './sampling'

/** Tables of the qc module emptied by the test reset before seeding again (children before parents). */
export const qcTables: string[] = [
  'qc_check_rule',
  'qc_brand',
  'qc_accessory_country',
  'qc_danger_address',
  'qc_group',
  'qc_defect_standard',
  'qc_fabric_defect',
  'qc_sample_aql',
  'qc_sample_size_code',
  'qc_sample_size_level',
]

/** Demo ids: `5ec<kind>` + the 1-based row number (other modules and the inspection seed refer to them). */
const refId = (kind: number, n: number) => `5ec${kind}${'0'.repeat(22)}${n.toString(16).padStart(6, '0')}`
export const qcBrandId = (n: number) => refId(1, n)
export const qcAccessoryCountryId = (n: number) => refId(2, n)
export const qcDangerAddressId = (n: number) => refId(3, n)
export const qcGroupId = (n: number) => refId(4, n)
export const qcDefectStandardId = (n: number) => refId(5, n)
export const qcFabricDefectId = (n: number) => refId(6, n)
export const qcCheckRuleId = (n: number) => refId(7, n)
export const qcSampleSizeLevelId = (n: number) => refId(8, n)

/** [code, name, customer, country, contact] */
export const SEED_BRANDS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['BR001', '北辰户外', 'NorthStar Outdoor GmbH', '德国', 'Jonas Weber +49 40 5550 1201'],
  ['BR002', '枫叶童装', 'Maple Kids Inc.', '加拿大', 'Emily Tremblay +1 514 555 0142'],
  ['BR003', 'Azur Mode', 'Azur Mode SAS', '法国', 'Claire Martin +33 1 5550 2210'],
  ['BR004', '樱木基础款', 'Sakura Basics 株式会社', '日本', '佐藤 健 +81 3 5550 8812'],
  ['BR005', '汉莎工装', 'Hanse Workwear GmbH', '德国', 'Lena Fischer +49 421 5550 330'],
  ['BR006', 'Nordic Loom', 'Nordic Loom AB', '瑞典', 'Erik Lindqvist +46 8 5550 4410'],
  ['BR007', '海岸线', 'Coastline Apparel LLC', '美国', 'Mia Johnson +1 212 555 0187'],
  ['BR008', 'Bella Linea', 'Bella Linea S.r.l.', '意大利', 'Giulia Rossi +39 02 5550 7781'],
  ['BR009', '泰晤士', 'Thames & Co Ltd', '英国', 'Oliver Brown +44 20 5550 1934'],
  ['BR010', '考拉运动', 'Koala Active Pty Ltd', '澳大利亚', 'Chloe Wilson +61 2 5550 6620'],
  ['BR011', '首尔日常', 'Seoul Daily Co., Ltd.', '韩国', '김민준 +82 2 5550 3381'],
  ['BR012', '云裳家居', '上海云裳服饰有限公司', '中国', '陈晓 13816620018'],
]

/** [code, country, labelling requirements] */
export const SEED_ACCESSORY_COUNTRIES: ReadonlyArray<readonly [string, string, string]> = [
  ['DE', '德国', '纤维成分按欧盟 1007/2011 使用德语名称；洗涤符号按 ISO 3758；须标原产国。'],
  ['FR', '法国', '纤维成分须用法语；洗涤符号按 ISO 3758；童装须附安全警示语。'],
  ['GB', '英国', '纤维成分用英语，百分比合计 100%；洗涤符号按 ISO 3758；须标原产国与尺码。'],
  ['US', '美国', 'FTC 护理标签规则：英文洗涤说明；纤维成分按 16 CFR 303；标注 RN 号与原产国。'],
  ['CA', '加拿大', '英法双语标签；须标 CA 号；纤维成分按加拿大纺织品标签法。'],
  ['JP', '日本', '洗涤符号按 JIS L 0001；成分与表示者名称用日语；须标原产国。'],
  ['KR', '韩国', '韩文标签；童装须有 KC 认证标志；洗涤符号按 KS K 0021。'],
  ['AU', '澳大利亚', '护理标签按 AS/NZS 1957；须标原产国；睡衣须附阻燃警示标签。'],
  ['IT', '意大利', '纤维成分须用意大利语；洗涤符号按 ISO 3758；须标原产国。'],
  ['SE', '瑞典', '纤维成分须用瑞典语；洗涤符号按 ISO 3758；须标原产国与尺码。'],
]

/** [address, reason, risk level, valid for n days from today (null = no end; negative = expired)] */
export const SEED_DANGER_ADDRESSES: ReadonlyArray<readonly [string, string, string, number | null]> = [
  ['广东省东莞市虎门镇白沙工业区8号', '曾发现转包至无资质工厂', 'H', 240],
  ['浙江省绍兴市柯桥区齐贤镇纺织园12幢', '消防通道堵塞，多次整改未通过', 'H', null],
  ['江苏省常熟市虞山镇服装城北路66号', '验货时样品被调包', 'M', 120],
  ['福建省石狮市宝盖镇塘后工业区3号', '使用童工嫌疑，待复核', 'H', 60],
  ['广东省广州市海珠区康乐村中约18号', '厂房为临时搭建，安全隐患大', 'M', 180],
  ['河北省保定市白沟新城箱包城东区', '拒绝验货员进入车间', 'M', 30],
  ['山东省青岛市即墨区服装工业园9号', '出货数量多次与装箱单不符', 'L', 365],
  ['浙江省湖州市织里镇童装产业园21号', '已完成整改，记录过期', 'L', -30],
]

/** [name, leader, members] */
export const SEED_GROUPS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['针织一组', seedIds.qc01, [seedIds.qc01, seedIds.zhangsan, seedIds.jeecg]],
  ['梭织二组', seedIds.jeecg, [seedIds.jeecg, seedIds.zhagnxiao]],
  ['面料检验组', seedIds.zhangsan, [seedIds.zhangsan, seedIds.qc01]],
  ['外派验货组', seedIds.admin, [seedIds.admin, seedIds.qc01, seedIds.zhagnxiao]],
]

/** [code, name, category, severity, description] */
export const SEED_DEFECT_STANDARDS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['AP-01', '污渍', 'appearance', 'major', '30 cm 距离可见的油污、笔迹或其他污渍'],
  ['AP-02', '轻微污点', 'appearance', 'minor', '直径 ≤ 0.5 cm 的浅色污点，位于非显眼部位'],
  ['AP-03', '色差', 'appearance', 'major', '同件衣片间色差低于 4 级（灰卡）'],
  ['AP-04', '极光', 'appearance', 'minor', '熨烫造成的表面发亮'],
  ['AP-05', '线头', 'appearance', 'minor', '未剪净线头长度超过 1 cm'],
  ['AP-06', '褶皱', 'appearance', 'minor', '整烫不良留下的明显褶皱'],
  ['AP-07', '霉斑', 'appearance', 'critical', '任何部位发现霉斑'],
  ['WK-01', '跳针', 'workmanship', 'major', '明线跳针 1 针以上'],
  ['WK-02', '断线', 'workmanship', 'major', '缝线断开'],
  ['WK-03', '针距不匀', 'workmanship', 'minor', '针距偏离规定 ±1 针/3 cm'],
  ['WK-04', '缝线起皱', 'workmanship', 'minor', '缝份处轻微起皱'],
  ['WK-05', '缝口开裂', 'workmanship', 'major', '受力部位缝口开裂或脱纱'],
  ['WK-06', '左右不对称', 'workmanship', 'major', '领、袖、口袋左右相差超过 0.5 cm'],
  ['WK-07', '漏缝', 'workmanship', 'major', '应缝部位未缝合'],
  ['WK-08', '断针残留', 'workmanship', 'critical', '成品内发现断针或金属异物'],
  ['WK-09', '锁眼不良', 'workmanship', 'minor', '扣眼毛边、未切开或偏位'],
  ['SZ-01', '尺寸超差', 'size', 'major', '主要部位尺寸超出允许公差'],
  ['SZ-02', '尺寸轻微超差', 'size', 'minor', '次要部位尺寸超出公差 50% 以内'],
  ['SZ-03', '尺码错配', 'size', 'critical', '尺码标与实际尺寸不符'],
  ['SZ-04', '左右长短', 'size', 'major', '袖长、裤长左右相差超过 0.5 cm'],
  ['FB-01', '破洞', 'fabric', 'major', '面料任何部位破洞'],
  ['FB-02', '纱疵', 'fabric', 'minor', '粗纱、结头位于非显眼部位'],
  ['FB-03', '色花', 'fabric', 'major', '面料染色不匀'],
  ['FB-04', '纬斜', 'fabric', 'minor', '纬斜超过 3%'],
  ['FB-05', '起毛起球', 'fabric', 'minor', '成品表面起球'],
  ['AC-01', '拉链不顺', 'accessory', 'major', '拉链拉合不畅或咬合不良'],
  ['AC-02', '纽扣松动', 'accessory', 'major', '纽扣拉力不足 90 N'],
  ['AC-03', '四合扣脱落', 'accessory', 'critical', '童装四合扣可被拉脱（吞咽风险）'],
  ['AC-04', '辅料错用', 'accessory', 'major', '纽扣、拉链颜色或型号与确认样不符'],
  ['AC-05', '金属件生锈', 'accessory', 'major', '拉链头、铆钉等金属件生锈'],
  ['AC-06', '绳带过长', 'accessory', 'critical', '童装帽绳、拉绳长度超出安全规定'],
  ['PK-01', '装箱数量错', 'packing', 'major', '实装数量与装箱单不符'],
  ['PK-02', '配比错误', 'packing', 'major', '颜色、尺码配比与订单不符'],
  ['PK-03', '外箱唛头错', 'packing', 'minor', '箱唛信息缺失或错误'],
  ['PK-04', '胶袋无警示语', 'packing', 'major', '胶袋缺少窒息警示语或透气孔'],
  ['PK-05', '折叠不良', 'packing', 'minor', '折叠方式与要求不符'],
  ['LB-01', '主标缺失', 'label', 'major', '缺主标或位置错误'],
  ['LB-02', '洗水标错误', 'label', 'major', '成分或洗涤说明与实际不符'],
  ['LB-03', '缺原产国标', 'label', 'critical', '目的国要求的原产国标识缺失'],
  ['LB-04', '吊牌价格错', 'label', 'minor', '吊牌价格或条码错误'],
]

/** [code, name, description] */
export const SEED_FABRIC_DEFECTS: ReadonlyArray<readonly [string, string, string]> = [
  ['FD-01', '破洞', '织物破损形成的孔洞，不论大小计 4 分'],
  ['FD-02', '断经', '经纱断裂形成的直向疵点，按长度计分'],
  ['FD-03', '断纬', '纬纱断裂形成的横向疵点，按长度计分'],
  ['FD-04', '油污', '油渍、机油污染，按污染范围最大尺寸计分'],
  ['FD-05', '色差', '匹内或匹间颜色不一致'],
  ['FD-06', '粗纱', '纱线局部过粗'],
  ['FD-07', '稀密路', '纬密局部过稀或过密形成的横档'],
  ['FD-08', '跳花', '组织点错乱形成的浮线'],
  ['FD-09', '结头', '纱线接头突出布面'],
  ['FD-10', '横档', '针织物横向条纹'],
  ['FD-11', '折痕', '无法熨平的折皱印'],
  ['FD-12', '纬斜', '纬纱与布边不垂直，按整幅计分'],
  ['FD-13', '污渍', '尘污、锈渍等'],
  ['FD-14', '错纱', '用错颜色或规格的纱线'],
  ['FD-15', '破边', '布边破损或卷边'],
]

/** [product category, inspection level, AQL critical, major, minor] per brand (same order as SEED_BRANDS). */
export const SEED_CHECK_RULES: ReadonlyArray<readonly [string, string, number, number, number]> = [
  ['户外夹克', 'II', 0.065, 2.5, 4],
  ['童装', 'II', 0.01, 1.5, 4],
  ['女装连衣裙', 'II', 0.065, 2.5, 4],
  ['针织 T 恤', 'II', 0.065, 1.5, 2.5],
  ['工装裤', 'I', 0.065, 2.5, 6.5],
  ['羊毛针织衫', 'II', 0.065, 2.5, 4],
  ['休闲衬衫', 'II', 0.065, 2.5, 4],
  ['西装套装', 'III', 0.065, 1.5, 4],
  ['风衣', 'II', 0.065, 2.5, 4],
  ['运动紧身裤', 'II', 0.065, 2.5, 4],
  ['卫衣', 'I', 0.065, 2.5, 4],
  ['家居服', 'S-4', 0.065, 4, 6.5],
]

const ids = (count: number, id: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => id(index + 1))
const pick = <Row extends readonly unknown[], K extends number>(rows: ReadonlyArray<Row>, index: K) =>
  rows.map((row) => row[index])

/**
 * Demo data of the qc module and the ISO 2859-1 tables; does nothing when its rows are there (it also runs on an
 * existing database). The sampling tables are checked on their own, so a database seeded before them gets them.
 */
export async function seedQc(db: Queryable): Promise<void> {
  const [state] = await db.query<{ tables: boolean; reference: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM qc_sample_size_code) AS tables, EXISTS (SELECT 1 FROM qc_brand) AS reference`,
  )
  if (!state?.tables) await seedSamplingTables(db)
  if (!state?.reference) await seedReferenceData(db)
}

/** Table 1 and Table 2-A in one statement (data-modifying CTEs: one round trip). */
async function seedSamplingTables(db: Queryable): Promise<void> {
  const { levels, codes, aqls } = ISO_2859_1
  await db.query(
    `WITH levels AS (
       INSERT INTO qc_sample_size_level (id, lot_min, lot_max, inspection_level, code_letter, sys_org_code, create_by)
       SELECT id, lot_min, lot_max, inspection_level, code_letter, 'A01', 'admin'
       FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[])
         AS t(id, lot_min, lot_max, inspection_level, code_letter)
     ), codes AS (
       INSERT INTO qc_sample_size_code (letter, sample_size)
       SELECT letter, sample_size FROM unnest($6::text[], $7::int[]) AS t(letter, sample_size)
     )
     INSERT INTO qc_sample_aql (letter, aql, plan_letter, ac, re)
     SELECT letter, aql, plan_letter, ac, re
     FROM unnest($8::text[], $9::numeric[], $10::text[], $11::int[], $12::int[]) AS t(letter, aql, plan_letter, ac, re)`,
    [
      ids(levels.length, qcSampleSizeLevelId),
      levels.map((row) => row.lotMin),
      levels.map((row) => row.lotMax),
      levels.map((row) => row.inspectionLevel),
      levels.map((row) => row.codeLetter),
      codes.map((row) => row.letter),
      codes.map((row) => row.sampleSize),
      aqls.map((row) => row.letter),
      aqls.map((row) => row.aql),
      aqls.map((row) => row.planLetter),
      aqls.map((row) => row.ac),
      aqls.map((row) => row.re),
    ],
  )
}

/** The demo reference data in one statement (data-modifying CTEs: one round trip). */
async function seedReferenceData(db: Queryable): Promise<void> {
  const audit = `'A01', 'admin', now() - interval '90 days'`
  await db.query(
    `WITH brands AS (
       INSERT INTO qc_brand (id, code, name, customer, country, contact, sys_org_code, create_by, create_time)
       SELECT id, code, name, customer, country, contact, ${audit}
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         AS t(id, code, name, customer, country, contact)
     ), countries AS (
       INSERT INTO qc_accessory_country (id, code, country, labelling_requirements, sys_org_code, create_by,
         create_time)
       SELECT id, code, country, requirements, ${audit}
       FROM unnest($7::text[], $8::text[], $9::text[], $10::text[]) AS t(id, code, country, requirements)
     ), addresses AS (
       INSERT INTO qc_danger_address (id, address, reason, risk_level, valid_until, sys_org_code, create_by,
         create_time)
       SELECT id, address, reason, risk_level, current_date + days, ${audit}
       FROM unnest($11::text[], $12::text[], $13::text[], $14::text[], $15::int[])
         AS t(id, address, reason, risk_level, days)
     ), groups AS (
       INSERT INTO qc_group (id, name, leader_id, member_ids, sys_org_code, create_by, create_time)
       SELECT id, name, leader_id, member_ids, ${audit}
       FROM unnest($16::text[], $17::text[], $18::text[], $19::text[]) AS t(id, name, leader_id, member_ids)
     ), defects AS (
       INSERT INTO qc_defect_standard (id, code, name, category, severity, description, sys_org_code, create_by,
         create_time)
       SELECT id, code, name, category, severity, description, ${audit}
       FROM unnest($20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[])
         AS t(id, code, name, category, severity, description)
     ), fabric AS (
       INSERT INTO qc_fabric_defect (id, code, name, description, sys_org_code, create_by, create_time)
       SELECT id, code, name, description, ${audit}
       FROM unnest($26::text[], $27::text[], $28::text[], $29::text[]) AS t(id, code, name, description)
     )
     INSERT INTO qc_check_rule (id, brand_id, product_category, inspection_level, aql_critical, aql_major,
       aql_minor, sys_org_code, create_by, create_time)
     SELECT id, brand_id, category, level, critical, major, minor, ${audit}
     FROM unnest($30::text[], $31::text[], $32::text[], $33::text[], $34::numeric[], $35::numeric[],
       $36::numeric[]) AS t(id, brand_id, category, level, critical, major, minor)`,
    [
      ids(SEED_BRANDS.length, qcBrandId),
      pick(SEED_BRANDS, 0),
      pick(SEED_BRANDS, 1),
      pick(SEED_BRANDS, 2),
      pick(SEED_BRANDS, 3),
      pick(SEED_BRANDS, 4),
      ids(SEED_ACCESSORY_COUNTRIES.length, qcAccessoryCountryId),
      pick(SEED_ACCESSORY_COUNTRIES, 0),
      pick(SEED_ACCESSORY_COUNTRIES, 1),
      pick(SEED_ACCESSORY_COUNTRIES, 2),
      ids(SEED_DANGER_ADDRESSES.length, qcDangerAddressId),
      pick(SEED_DANGER_ADDRESSES, 0),
      pick(SEED_DANGER_ADDRESSES, 1),
      pick(SEED_DANGER_ADDRESSES, 2),
      pick(SEED_DANGER_ADDRESSES, 3),
      ids(SEED_GROUPS.length, qcGroupId),
      pick(SEED_GROUPS, 0),
      pick(SEED_GROUPS, 1),
      SEED_GROUPS.map((group) => group[2].join(',')),
      ids(SEED_DEFECT_STANDARDS.length, qcDefectStandardId),
      pick(SEED_DEFECT_STANDARDS, 0),
      pick(SEED_DEFECT_STANDARDS, 1),
      pick(SEED_DEFECT_STANDARDS, 2),
      pick(SEED_DEFECT_STANDARDS, 3),
      pick(SEED_DEFECT_STANDARDS, 4),
      ids(SEED_FABRIC_DEFECTS.length, qcFabricDefectId),
      pick(SEED_FABRIC_DEFECTS, 0),
      pick(SEED_FABRIC_DEFECTS, 1),
      pick(SEED_FABRIC_DEFECTS, 2),
      ids(SEED_CHECK_RULES.length, qcCheckRuleId),
      ids(SEED_CHECK_RULES.length, qcBrandId),
      pick(SEED_CHECK_RULES, 0),
      pick(SEED_CHECK_RULES, 1),
      pick(SEED_CHECK_RULES, 2),
      pick(SEED_CHECK_RULES, 3),
      pick(SEED_CHECK_RULES, 4),
    ],
  )
}
