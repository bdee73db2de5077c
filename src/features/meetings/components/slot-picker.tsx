"use client";

import { useId, useState } from "react";
import { clockTime, dayInWords, UK_ZONE, zoneLabel } from "../times";

export interface SlotOption {
  startsAt: string;
  endsAt: string;
}

/**
 * Choose a day, then a time on it, in the visitor's zone (with UK time beside each when theirs is
 * elsewhere). The chosen time is sent as `slot`, an ISO instant.
 */
export function SlotPicker({ slots, zone, dayLabel, timeLegend, error }: { slots: SlotOption[]; zone: string; dayLabel: string; timeLegend: string; error?: string }) {
  const id = useId();
  const days = new Map<string, SlotOption[]>();
  for (const slot of slots) {
    const day = dayInWords(new Date(slot.startsAt), zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const dayNames = [...days.keys()];
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && days.has(chosen) ? chosen : (dayNames[0] ?? "");
  const overseas = zone !== UK_ZONE;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-day`} className="block font-semibold">
          {dayLabel}
        </label>
        <select id={`${id}-day`} value={day} onChange={(event) => setChosen(event.target.value)} className="mt-1 w-full max-w-sm rounded-lg border border-muted/50 bg-white px-3 py-2">
          {dayNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-semibold">{timeLegend}</legend>
        <p className="text-muted">
          In {zoneLabel(zone)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {(days.get(day) ?? []).map((slot) => {
            const start = new Date(slot.startsAt);
            return (
              <label key={slot.startsAt} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="radio" name="slot" value={slot.startsAt} required className="accent-brand-700" />
                <span>
                  {clockTime(start, zone)}
                  {overseas && <span className="text-muted"> ({clockTime(start, UK_ZONE)} UK time)</span>}
                </span>
              </label>
            );
          })}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
