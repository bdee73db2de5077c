/** Run by scripts/bench/validation.mjs under tsx: times every field rule on the hostile corpus, prints JSON. */
import { FIELD_VALIDATORS } from "../../src/lib/field-validators";
import { hostileStrings, timeValidators } from "../../src/testing/hostile-inputs";

const strings = hostileStrings(10_000, 10_000);
timeValidators(FIELD_VALIDATORS, strings.slice(0, 500)); // warm up the JIT
process.stdout.write(JSON.stringify(timeValidators(FIELD_VALIDATORS, strings)));
