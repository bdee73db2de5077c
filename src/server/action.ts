import "server-only";

import type { Route } from "next";

import { headers } from "next/headers";
import { forbidden, redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { routes } from "@/config/routes";
import type { RoleGrant } from "@/lib/permissions";
import { asFormData, formValues, initialFormState, validateForm, type FormState } from "@/lib/validated-action";
import { currentMember, currentVisitor, type Member, type Visitor } from "@/server/auth/session";
import { limitAction, type WritePolicy } from "@/server/limits";
import { logFailure } from "@/server/log";
import { withSentReceipt } from "@/server/sent-receipt";

/**
 * The one way to write a server action. Every action file (`"use server"`, in a feature's
 * `actions/` folder) exports one action made by `formAction`, `redirectAction` or `stateAction`;
 * each runs the same steps, in this order:
 *
 * 1. reads the form through `asFormData` (anything else, from a hand-made call, is an empty form);
 * 2. finds the caller and checks `access` (signed out or without the role: refused);
 * 3. parses the named `fields` with `schema` (refused text names the field; values are kept);
 * 4. counts the call against the `limit` policy (src/server/limits.ts), per caller when there
 *    is one, always per client address;
 * 5. runs the handler; a failure inside it is logged under `log` (ids only) and answered.
 *
 * Parsing comes before counting, so a form sent back with a mistake does not use up the limit.
 */

type Role = RoleGrant["role"];

/**
 * Who may call the action:
 * - `"anyone"`: no session is looked up; counted per client address.
 * - `"visitor"`: the visitor of this request when there is one (anonymous or member), else null;
 *   counted per visitor as well when there is one.
 * - `"member"`: a signed-in member (not an anonymous visitor).
 * - `{ roles }`: a member holding one of `roles`. A `provider` grant counts only when `provider`
 *   names the form field holding a provider id and that id is the grant's own.
 */
export type Access<F extends string = string> = "anyone" | "visitor" | "member" | { readonly roles: readonly Role[]; readonly provider?: F };

/**
 * The access of a firm workspace's forms: admin and sales staff, or a member of the firm whose id
 * the form sends as `providerId`.
 */
export const FIRM_WORKSPACE = { roles: ["admin", "sales", "provider"], provider: "providerId" } as const satisfies Access<"providerId">;

/** The caller the handler is given, by access. */
type Actor<A> = A extends "anyone" ? null : A extends "visitor" ? Visitor | null : Member;

/** Why the wrapper answered without running the handler (or after the handler failed). */
type Refusal<F extends string> =
  | { reason: "signed-out" }
  | { reason: "forbidden" }
  | { reason: "invalid"; message: string; errors: Partial<Record<F, string>> }
  | { reason: "limited"; message: string }
  | { reason: "failed"; error: unknown };

interface ActionOptions<A extends Access<F>, F extends string, S extends z.ZodType> {
  /** Names the action in the failure log: ids only, never what the visitor typed. */
  log: string;
  access: A;
  /** The policy counted before the handler runs; `false` only where the handler throttles itself (sign-in). */
  limit: WritePolicy | false;
  /** The form fields read as text (a missing or non-text field is ""). */
  fields: readonly F[];
  /** Parses `{ field: text }`; the first message per field is the one shown. */
  schema: S;
}

/** What the handler is given: parsed data, the text as sent, the whole form, and the caller. */
export interface ActionInput<A, F extends string, S extends z.ZodType> {
  data: z.output<S>;
  values: Record<F, string>;
  form: FormData;
  actor: Actor<A>;
}

type Answer<T> = T | Promise<T>;

async function findActor(access: Access, form: FormData): Promise<{ actor: Visitor | Member | null } | { refused: "signed-out" | "forbidden" }> {
  if (access === "anyone") return { actor: null };
  // A visitor lookup that fails is taken as no visitor: these actions work without one.
  if (access === "visitor") return { actor: await currentVisitor().catch(() => null) };
  const member = await currentMember();
  if (!member) return { refused: "signed-out" };
  if (access === "member") return { actor: member };
  const named = access.provider ? form.get(access.provider) : null;
  const allowed = member.roles.some(
    (grant) => access.roles.includes(grant.role) && (grant.role !== "provider" || (typeof named === "string" && grant.providerId === named)),
  );
  return allowed ? { actor: member } : { refused: "forbidden" };
}

/** The steps every action runs; `refuse` turns a refusal into the action's answer. */
function defineAction<A extends Access<F>, F extends string, S extends z.ZodType, R>(
  options: ActionOptions<A, F, S>,
  refuse: (refusal: Refusal<F>, values: Record<F, string>) => Answer<R>,
  handle: (input: ActionInput<A, F, S>) => Promise<R>,
): (sent: unknown) => Promise<R> {
  return async (sent) => {
    const form = asFormData(sent);
    const values = formValues(form, options.fields);
    try {
      const found = await findActor(options.access, form);
      if ("refused" in found) return await refuse({ reason: found.refused }, values);
      const checked = validateForm(options.fields, options.schema, values);
      if (!checked.ok) return await refuse({ reason: "invalid", message: checked.state.message, errors: checked.state.errors }, values);
      if (options.limit) {
        const limited = await limitAction(options.limit, found.actor?.id ?? null);
        if (limited) return await refuse({ reason: "limited", message: limited }, values);
      }
      return await handle({ data: checked.data, values, form, actor: found.actor as Actor<A> });
    } catch (error) {
      unstable_rethrow(error); // redirect(), notFound() and forbidden() are answers, not failures
      logFailure(options.log, error);
      return await refuse({ reason: "failed", error }, values);
    }
  };
}

/** Short ways for a form handler to answer, each keeping (or clearing) what was typed. */
export interface FormReplies<F extends string> {
  /** A form-level message; the values stay. */
  failed(message: string): FormState<F>;
  /** One field marked with `message`; the values stay. */
  invalid(field: F, message: string): FormState<F>;
  /** Done: `message` shown; `clear` empties the fields for the next entry. */
  sent(message: string, options?: { clear?: boolean }): FormState<F>;
}

export interface FormActionOptions<A extends Access<F>, F extends string, S extends z.ZodType> extends ActionOptions<A, F, S> {
  /** Shown when the handler fails (the values stay, so nothing typed is lost). */
  failureMessage: string;
  /** Where a caller without a session is sent; without it they are answered with a message. */
  signIn?: Route;
  /** Shown to a member without the role. */
  forbiddenMessage?: string;
  /** Fields never sent back (passwords): emptied in every answer. */
  secret?: readonly F[];
  /**
   * Where a form posted with scripts off goes once it is sent (post, redirect, get), so that
   * reloading the answer cannot send it again. Posted by React, the answer is the state as usual.
   * The address carries a receipt (src/server/sent-receipt.ts), so that the page thanks only a
   * visitor who has just sent the form.
   */
  sentWithoutScripts?: Route;
}

/**
 * Whether this action was posted by the browser itself (scripts off, or before React took the page
 * over) rather than by React, which names the action in a `Next-Action` header.
 */
async function postedWithoutScripts(): Promise<boolean> {
  return !(await headers()).has("next-action");
}

/**
 * A `useActionState` action answering `FormState`: every refusal keeps the visitor's values, an
 * invalid field is named in `errors`, and `secret` fields are never sent back.
 */
export function formAction<const A extends Access<F>, F extends string, S extends z.ZodType>(
  options: FormActionOptions<A, F, S>,
  handle: (input: ActionInput<A, F, S> & { reply: FormReplies<F> }) => Promise<FormState<F>>,
): (previous: FormState<F>, formData: FormData) => Promise<FormState<F>> {
  const hide = (state: FormState<F>): FormState<F> => {
    if (!options.secret?.length) return state;
    const values = { ...state.values };
    for (const field of options.secret) values[field] = "";
    return { ...state, values };
  };
  const replies = (values: Record<F, string>): FormReplies<F> => ({
    failed: (message) => ({ status: "failed", message, errors: {}, values }),
    invalid: (field, message) => ({ status: "invalid", message: "Please correct the field marked below.", errors: { [field]: message } as Partial<Record<F, string>>, values }),
    sent: (message, { clear = false } = {}) => ({ ...(clear ? initialFormState(options.fields) : { errors: {}, values }), status: "sent", message }),
  });
  const action = defineAction<A, F, S, FormState<F>>(
    options,
    (refusal, values) => {
      const reply = replies(values);
      switch (refusal.reason) {
        case "signed-out":
          if (options.signIn) redirect(options.signIn);
          return hide(reply.failed("Please sign in first: your session has ended."));
        case "forbidden":
          return hide(reply.failed(options.forbiddenMessage ?? "You are not allowed to do this."));
        case "invalid":
          return hide({ status: "invalid", message: refusal.message, errors: refusal.errors, values });
        case "limited":
          return hide(reply.failed(refusal.message));
        case "failed":
          return hide(reply.failed(options.failureMessage));
      }
    },
    async (input) => {
      const answer = hide(await handle({ ...input, reply: replies(input.values) }));
      if (answer.status === "sent" && options.sentWithoutScripts && (await postedWithoutScripts())) redirect(withSentReceipt(options.sentWithoutScripts));
      return answer;
    },
  );
  return (_previous, formData) => action(formData);
}

/** Where to go for a refusal: an address on this site, or one made from the values sent. */
// Notices and handlers may build their path from the sent values (an id, a notice code), which the
// typed routes cannot check; every fixed part of such a path comes from src/config/routes.ts.
type NoticeTarget<F extends string> = string | ((values: Record<F, string>) => Answer<string>);

export interface RedirectActionOptions<A extends Access<F>, F extends string, S extends z.ZodType> extends ActionOptions<A, F, S> {
  /** Where each refusal sends the browser, usually the form's page with a notice code in the query. */
  notices: {
    /** Default: the sign-in page. */
    signedOut?: NoticeTarget<F>;
    /** Default: the 403 page. */
    forbidden?: NoticeTarget<F>;
    invalid: NoticeTarget<F>;
    limited: NoticeTarget<F>;
    /** Without it a failure is logged and thrown on to the error page. */
    failed?: NoticeTarget<F>;
  };
}

/**
 * A plain form action (`<form action={…}>`, works without JavaScript) that always ends in a
 * redirect: the handler returns the address to go to, a refusal goes to its notice.
 */
export function redirectAction<const A extends Access<F>, F extends string, S extends z.ZodType>(
  options: RedirectActionOptions<A, F, S>,
  handle: (input: ActionInput<A, F, S>) => Promise<string>,
): (formData: FormData) => Promise<void> {
  const go = async (target: NoticeTarget<F>, values: Record<F, string>): Promise<never> => redirect((typeof target === "string" ? target : await target(values)) as Route);
  const action = defineAction<A, F, S, never>(
    options,
    async (refusal, values) => {
      const { notices } = options;
      switch (refusal.reason) {
        case "signed-out":
          return go(notices.signedOut ?? routes.signIn, values);
        case "forbidden":
          if (!notices.forbidden) forbidden();
          return go(notices.forbidden, values);
        case "invalid":
          return go(notices.invalid, values);
        case "limited":
          return go(notices.limited, values);
        case "failed":
          if (!notices.failed) throw refusal.error;
          return go(notices.failed, values);
      }
    },
    async (input) => redirect((await handle(input)) as Route),
  );
  return (formData) => action(formData);
}

export interface StateActionOptions<A extends Access<F>, F extends string, S extends z.ZodType, R> extends ActionOptions<A, F, S> {
  /** The action's answer to each refusal. */
  refuse: (refusal: Refusal<F>, values: Record<F, string>) => R;
}

/** A `useActionState` action with a state of its own (not `FormState`): `refuse` says how it answers. */
export function stateAction<const A extends Access<F>, F extends string, S extends z.ZodType, R>(
  options: StateActionOptions<A, F, S, R>,
  handle: (input: ActionInput<A, F, S>) => Promise<R>,
): (previous: R, formData: FormData) => Promise<R> {
  const action = defineAction<A, F, S, R>(options, options.refuse, handle);
  return (_previous, formData) => action(formData);
}
