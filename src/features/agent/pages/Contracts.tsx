// The agent's contracts: offering one to a downline agent, and answering or ending those in force.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { useAgentFlows, useFlowActor } from "../../../flows/actors";
import { invalidateAgent } from "../../../flows/queries";
import { CONTRACT_KINDS, type Contract, type ContractRefusal } from "../../../contract/agent";
import { asciiDigits, localDigits } from "../../../i18n/format";
import { useFormat } from "../../../i18n/useFormat";
import { useKindNames } from "./shared";

/** Why the server refused a request, in the reader's language; anything else is a plain failure. */
const REFUSALS: Record<string, MessageDescriptor> = {
  not_agent_downline: msg`Contracts are signed with agents only.`,
  not_found: msg`No such downline agent or contract.`,
  request_open: msg`A request of this kind is already waiting for an answer.`,
  not_in_force: msg`Only a contract in force can be ended.`,
  not_your_signature: msg`The other party answers this request.`,
  already_decided: msg`This request has already been answered.`,
  too_many_requests: msg`Too many requests. Please wait a moment and try again.`,
  network_error: msg`Network link is abnormal, please try again`,
};

/** Terms above what the offering agent may grant: which term, how high it may go, and who set that limit. */
function refusalText(i18n: I18n, refusal: ContractRefusal): string {
  const limit = localDigits(refusal.limitPercent, i18n.locale);
  const rate = refusal.term === "rate";
  const reason =
    refusal.bound === "operator"
      ? rate
        ? msg`The rate can be at most ${limit}%, the operator's ceiling for this kind of contract.`
        : msg`The win wage can be at most ${limit}%, the operator's ceiling for this kind of contract.`
      : refusal.atSigning
        ? rate
          ? msg`The rate can be at most ${limit}%, the rate of the offering agent's own contract.`
          : msg`The win wage can be at most ${limit}%, the win wage of the offering agent's own contract.`
        : rate
          ? msg`The rate can be at most ${limit}%, the rate of your own contract.`
          : msg`The win wage can be at most ${limit}%, the win wage of your own contract.`;
  return refusal.atSigning ? `${i18n._(msg`The offer was cancelled.`)} ${i18n._(reason)}` : i18n._(reason);
}

export function Contracts() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const flows = useAgentFlows();
  const queryClient = useQueryClient();
  const actor = useFlowActor(flows.agentContracts);
  const state = useSelector(actor, (s) => s);
  const { contracts, offer, problem, errorCode, refusal } = state.context;
  const realtime = offer.kind === "realtime_salary";
  const kinds = useKindNames();
  useEffect(() => {
    const subscription = actor.on("contracts.changed", () => void invalidateAgent(queryClient));
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);
  const statuses: Record<Contract["status"], string> = { pending: t`Pending`, processing: t`Processing`, accepted: t`Accepted`, completed: t`Completed`, rejected: t`Rejected` };
  const busy = state.hasTag("busy");
  if (state.matches("failed")) {
    return (
      <p className="form-message form-message--error" role="alert">
        {t`The contracts could not be loaded.`}{" "}
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: "load.retry" })}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  return (
    <>
      <form
        className="agent-form"
        data-testid="contract-offer"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "offer.submit" });
        }}
      >
        <h3>{t`Offer a contract to a downline agent`}</h3>
        <label className="field">
          <span>{t`Contract`}</span>
          <select value={offer.kind} onChange={(event) => actor.send({ type: "offer.change", field: "kind", value: event.target.value })}>
            {CONTRACT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Downline`}</span>
          <input value={offer.downline} onChange={(event) => actor.send({ type: "offer.change", field: "downline", value: event.target.value })} aria-invalid={problem === "downline"} />
        </label>
        <label className="field">
          <span>{realtime ? t`Loss wage (%)` : t`Rate (%)`}</span>
          <input inputMode="decimal" value={offer.ratePercent} onChange={(event) => actor.send({ type: "offer.change", field: "ratePercent", value: asciiDigits(event.target.value) })} aria-invalid={problem === "rate"} />
        </label>
        {realtime && (
          <label className="field">
            <span>{t`Win wage (%)`}</span>
            <input inputMode="decimal" value={offer.winRatePercent} onChange={(event) => actor.send({ type: "offer.change", field: "winRatePercent", value: asciiDigits(event.target.value) })} aria-invalid={problem === "winRate"} />
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Send the offer</Trans>
        </button>
        {problem && (
          <p className="form-message form-message--error" role="alert">
            {problem === "downline"
              ? t`Name the downline agent.`
              : problem === "winRate"
                ? t`The win wage must be from 0 to 100, with two decimals at most.`
                : t`The rate must be more than 0 and at most 100, with two decimals at most.`}
          </p>
        )}
        {errorCode && !problem && (
          <p className="form-message form-message--error" role="alert">
            {refusal ? refusalText(i18n, refusal) : i18n._(REFUSALS[errorCode] ?? msg`The request did not go through. Please try again.`)}
          </p>
        )}
      </form>
      <table className="records" data-testid="contract-list">
        <thead>
          <tr>
            <th>{t`Contract`}</th>
            <th>{t`Parties`}</th>
            <th>{t`Rate`}</th>
            <th>{t`Paid so far`}</th>
            <th>{t`Status`}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id} data-testid={`contract-${contract.id}`}>
              <td>
                {kinds[contract.kind]}
                {contract.requestType === "termination" && <span className="muted"> · {t`termination`}</span>}
              </td>
              <td>
                {contract.upline} → {contract.member}
              </td>
              <td>{contract.winRatePercent === null ? `${format.digits(contract.ratePercent)}%` : t`loss ${format.digits(contract.ratePercent)}% · win ${format.digits(contract.winRatePercent)}%`}</td>
              <td data-testid="contract-paid">{format.money(contract.paid)}</td>
              <td>
                {statuses[contract.status]}
                {contract.reason && <div className="muted">{contract.reason}</div>}
              </td>
              <td className="data-table__actions">
                {contract.awaitingMe && (
                  <>
                    <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "accept" })}>
                      <Trans>Sign</Trans>
                    </button>
                    <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "reject" })}>
                      <Trans>Reject</Trans>
                    </button>
                  </>
                )}
                {contract.status === "accepted" && contract.requestType === "new" && (
                  <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => actor.send({ type: "contract.answer", contract, action: "termination" })}>
                    <Trans>Ask to end</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!state.hasTag("loading") && contracts.length === 0 && <p className="empty-state">{t`No contracts yet.`}</p>}
    </>
  );
}
