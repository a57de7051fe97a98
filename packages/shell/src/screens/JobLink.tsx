import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { encodeId } from '../app/ids';
import { type JobAddress, jobPath } from './job-path';

/** A job's number as a link to its details screen (plain text for the moment its ids are being encoded). */
export function JobLink({ job }: { job: JobAddress }) {
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    jobPath(job, encodeId).then(
      (path) => current && setTo(path),
      (error: unknown) => console.warn('Job link not made', error),
    );
    return () => {
      current = false;
    };
  }, [job]);
  return to ? <Link to={to}>{job.JobId}</Link> : job.JobId;
}
