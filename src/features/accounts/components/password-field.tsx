"use client";

import { useState } from "react";
import { FormField } from "@/components/ui/form-field";

/** A password input with a "Show password" toggle, so a visitor can check what they typed. */
export function PasswordField(props: { id: string; name: string; label: string; autoComplete: string; error?: string; hint?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <FormField {...props} type={shown ? "text" : "password"} required />
      <button
        type="button"
        onClick={() => setShown(!shown)}
        aria-controls={props.id}
        aria-pressed={shown}
        className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {shown ? "Hide password" : "Show password"}
      </button>
    </div>
  );
}
