import messages from './en.json'

/**
 * The kit's English texts, by key (the Chinese source text): the list of every key a host translates for another
 * language (`<KitProvider locale="fr-FR" messages={{ …same keys… }}>`). Keys it leaves out show in English.
 */
export const enMessages: Readonly<Record<string, string>> = messages
