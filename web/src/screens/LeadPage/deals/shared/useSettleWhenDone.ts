import { useEffect } from 'react';
import { errors } from '../../../../messages';

type Job = { readonly id: string; readonly error?: string | null } & ({ readonly proposalStatus: string } | { readonly status: string });
const statusOf = (job: Job) => ('proposalStatus' in job ? job.proposalStatus : job.status);

/**
 * Ends an action that waits for a generation job (useDealAction's `waitFor`) once the lead, read
 * again by the poll, shows the document no longer processing: generated is a success, back to
 * Requested is a failure with the job's reason.
 */
export function useSettleWhenDone(
  action: { waiting: { id: string } | null; settle: (error: string | null) => void },
  jobs: ReadonlyArray<Job>,
) {
  const { waiting, settle } = action;
  useEffect(() => {
    if (!waiting) return;
    const job = jobs.find((j) => j.id === waiting.id);
    if (!job) return settle(errors.generic);
    const status = statusOf(job);
    if (status === 'GENERATED') settle(null);
    else if (status !== 'PROCESSING') settle(job.error ?? errors.generic);
  }, [jobs, waiting, settle]);
}
