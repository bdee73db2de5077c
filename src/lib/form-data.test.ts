import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AMOUNT_FIELDS, BOOLEAN_FIELDS, defaultFormData, formDataSchema, parseSentAnswers, restoreFormData } from "./form-data";

describe("formData", () => {
  it("has the defaults", () => {
    expect(defaultFormData.country).toBeNull();
    expect(defaultFormData.postcode).toBeNull();
    expect(defaultFormData.otherInfo).toBe("No");
    expect(defaultFormData.searchTerm).toBeNull();
    expect(defaultFormData.introducer).toBeNull();
    expect(defaultFormData.lloydsCountryConnected).toEqual([]);
    expect(defaultFormData.wealthManager).toEqual([]);
    expect(defaultFormData.age).toBeNull();
    expect(defaultFormData.retirementAge).toBeNull();
    for (const flag of BOOLEAN_FIELDS) expect(defaultFormData[flag]).toBe(false);
    for (const amount of AMOUNT_FIELDS) expect(defaultFormData[amount]).toBe(0);
    expect(defaultFormData.timeFrame).toBe(false);
  });

  it("gives every field the same default as the schema, so pages can use the defaults without loading the schema", () => {
    expect(formDataSchema.parse({})).toEqual(defaultFormData);
    expect(Object.keys(defaultFormData).sort()).toEqual(Object.keys(formDataSchema.parse({})).sort());
  });

  it("rejects wrong types, negative amounts and unknown country codes, naming the field", () => {
    const result = formDataSchema.safeParse({ pension: "yes", sippValue: -5, taxResidence: "XX" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["pension", "sippValue", "taxResidence"]);
  });

  it("restores what it can from damaged storage", () => {
    const restored = restoreFormData({ pension: true, sippValue: "lots", taxResidence: "FR", age: 44 });
    expect(restored.pension).toBe(true);
    expect(restored.sippValue).toBe(0);
    expect(restored.taxResidence).toBe("FR");
    expect(restored.age).toBe(44);
    expect(restoreFormData("nonsense")).toEqual(defaultFormData);
  });
});

describe("parseSentAnswers", () => {
  const fieldNames = Object.keys(defaultFormData);
  /** A value of any JSON type, or one that fits the kind of field most answers are. */
  const value = fc.oneof(
    fc.boolean(),
    fc.constantFrom(0, 1, 18, 40, 50, 85, 101, -5, 1.5, 500_000, 750_000, 1_000, 999, 2_000_000_000),
    fc.constantFrom("GB", "US", "FR", "XX", "gb", "Yes", "No", "", "some_knowledge", "x".repeat(101)),
    fc.constant(null),
    fc.array(fc.constantFrom("GB", "FR", "ZZ", 7), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 3 }), fc.integer()),
  );
  const body = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom("unknown", "__proto__", "constructor")), value, { maxKeys: 8 });
  const viaSchema = (input: Record<string, unknown>) => {
    const result = formDataSchema.safeParse(input);
    return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };
  };

  it("gives what the whole schema gives, answers and issues alike, for any body", () => {
    fc.assert(
      fc.property(body, (input) => {
        expect(parseSentAnswers(input)).toEqual(viaSchema(input));
      }),
      { numRuns: 2000 },
    );
  });

  it("applies the rule across fields (retirement age not below age)", () => {
    expect(parseSentAnswers({ age: 60, retirementAge: 55 })).toEqual(viaSchema({ age: 60, retirementAge: 55 }));
    expect(parseSentAnswers({ age: 60, retirementAge: 55 }).success).toBe(false);
    expect(parseSentAnswers({ age: 60, retirementAge: 65 })).toMatchObject({ success: true, data: { age: 60, retirementAge: 65 } });
  });
});
