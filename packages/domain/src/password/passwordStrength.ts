/** Spec part 1 §4: password strength is a score from 0 to 4. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordEstimator = (password: string, userInputs?: string[]) => PasswordScore;

let estimator: Promise<PasswordEstimator> | null = null;

/**
 * zxcvbn-ts with its common and English dictionaries, loaded on first use (spec part 1
 * §7: the strength helper is loaded on demand) so the dictionaries stay out of the
 * first page load.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const factory = new core.ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password, userInputs = []) => factory.check(password, userInputs).score as PasswordScore;
  });
  return estimator;
}
