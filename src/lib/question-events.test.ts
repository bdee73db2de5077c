// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { listenForQuestionEvents, reportQuestionEvent, type QuestionEvent } from "./question-events";

const shown: QuestionEvent = { flow: "proforma", question: "looking-for-advice", step: 1, kind: "shown" };
const setConsent = (value: string | null) => {
  document.cookie = value === null ? "wm_consent=; max-age=0; path=/" : `wm_consent=${value}; path=/`;
};

describe("question events on their way to the tracker", () => {
  afterEach(() => setConsent(null));

  it("keeps events until the tracker listens, then hands them over in order", () => {
    setConsent("1.10.1763769600000");
    reportQuestionEvent(shown);
    reportQuestionEvent({ ...shown, kind: "answered", timeSpentMs: 900 });
    const received: QuestionEvent[] = [];
    const stop = listenForQuestionEvents((event) => received.push(event));
    reportQuestionEvent({ ...shown, question: "age", step: 2 });
    stop();
    expect(received.map((event) => `${event.kind} ${event.question}`)).toEqual(["shown looking-for-advice", "answered looking-for-advice", "shown age"]);
  });

  it("drops everything without analytics consent, including what was waiting", () => {
    setConsent("1.10.1763769600000");
    reportQuestionEvent(shown);
    setConsent("1.01.1763769600000"); // marketing only
    reportQuestionEvent(shown);
    setConsent(null);
    reportQuestionEvent(shown);
    const received: QuestionEvent[] = [];
    listenForQuestionEvents((event) => received.push(event))();
    expect(received).toEqual([]);
  });
});
