// Opening an account under the agent: a player or an agent, under the merchant's registration rules.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { DOWNLINE_ACCOUNT_TYPES } from "../../../contract/domain";
import { useAgentFlows } from "../../../flows/actors";
import { useCommand } from "../../../flows/command";
import { invalidateAgent } from "../../../flows/queries";

const EMPTY = { username: "", password: "", paymentPassword: "", accountType: String(DOWNLINE_ACCOUNT_TYPES.player) };

/** Why the server refused, in the reader's language; anything else is a plain failure. */
const REFUSALS: Record<string, MessageDescriptor> = {
  username_taken: msg`This username is taken. Please choose another.`,
  invalid_request: msg`Check the details: the username takes 4 to 20 letters, digits or _, the passwords at least 6 characters.`,
  too_many_requests: msg`Too many requests. Please wait a moment and try again.`,
  network_error: msg`Network link is abnormal, please try again`,
};

export function OpenAccount({ account }: { account: string }) {
  const { i18n, t } = useLingui();
  const flows = useAgentFlows();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  // The name asked for: the form is emptied once it is opened, the message still names it.
  const [sent, setSent] = useState("");
  const createDownline = useCommand<{ username: string; password: string; paymentPassword: string; accountType: number }>(flows.createDownline, () => {
    setForm(EMPTY);
    void invalidateAgent(queryClient, account);
  });
  const { state } = createDownline;
  const errorCode = state.context.errorCode;
  const outcome = state.hasTag("done")
    ? { ok: true, text: t`Account ${sent} opened.` }
    : state.hasTag("failed")
      ? { ok: false, text: i18n._((errorCode === null ? undefined : REFUSALS[errorCode]) ?? msg`The account could not be opened.`) }
      : null;
  const field = (name: "username" | "password" | "paymentPassword", label: string, type = "text") => (
    <label className="field">
      <span>{label}</span>
      <input type={type} value={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} autoComplete="off" required />
    </label>
  );
  return (
    <form
      className="agent-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(form.username);
        createDownline.run({ ...form, accountType: Number(form.accountType) });
      }}
      data-testid="create-downline"
    >
      <h3>{t`Open an account`}</h3>
      {field("username", t`Username`)}
      {field("password", t`Password`, "password")}
      {field("paymentPassword", t`Payment password`, "password")}
      <label className="field">
        <span>{t`Account type`}</span>
        <select value={form.accountType} onChange={(event) => setForm({ ...form, accountType: event.target.value })}>
          <option value={DOWNLINE_ACCOUNT_TYPES.player}>{t`Player`}</option>
          <option value={DOWNLINE_ACCOUNT_TYPES.agent}>{t`Agent`}</option>
        </select>
      </label>
      <button type="submit" className="button button--primary" disabled={state.hasTag("running")}>
        <Trans>Open account</Trans>
      </button>
      {outcome && (
        <p className={`form-message ${outcome.ok ? "form-message--ok" : "form-message--error"}`} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
