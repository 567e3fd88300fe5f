/**
 * "blev uppskjutet", "blev påkörd" → "was postponed", "was run over": the participle of a particle verb (particle in
 * front, an English participle for its sense) after bli is the passive, not "got".
 */
export const particleParticiple = (lemma: string, en: string) =>
  /^(upp|in|av|ut|på|om|ner|bort|fram|till)[^aeiouyåäö]*[aeiouyåäö]/.test(lemma) &&
  /(ed|en)$|^(run|hit|cut|shut|put|set|sold|sent|built|paid|held|left|lost|kept|told|found)\b/.test(en.split(' ')[0]!);
