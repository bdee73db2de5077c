/**
 * A/B experiments, declared as data (docs/product.md, "Visit tracking"). The first variant is
 * the control: it is what everyone sees before consenting to analytics, and nothing is recorded
 * for them. Weights are relative.
 */
export interface Variant {
  name: string;
  weight: number;
  label: string;
}

/**
 * An experiment's goal (what counts as success) is written in its doc comment, not in its data:
 * the component that owns the goal records it, and the data goes to browsers.
 */
export interface Experiment {
  title: string;
  variants: readonly [Variant, ...Variant[]];
}

/** Goal: the visitor starts the questionnaire from the home page call to action (HomeCompareCta). */
export const homeCtaExperiment: Experiment = {
  title: "home-cta-wording",
  variants: [
    { name: "compare-now", weight: 1, label: "Compare Now" },
    { name: "find-my-matches", weight: 1, label: "Find my matches" },
  ],
};

export const experiments: readonly Experiment[] = [homeCtaExperiment];

export function findVariant(title: string, name: string): Variant | undefined {
  return experiments.find((experiment) => experiment.title === title)?.variants.find((variant) => variant.name === name);
}
