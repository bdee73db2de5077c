import { describe, expect, it } from "vitest";
import { AMOUNT_FIELDS, BOOLEAN_FIELDS, defaultFormData, formDataSchema, restoreFormData } from "./form-data";

describe("formData", () => {
  it("has SPEC's defaults", () => {
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
