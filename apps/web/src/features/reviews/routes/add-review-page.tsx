import { messages } from '@crankworks/contract';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormFailureNotice } from '../../../components/form-failure-notice.tsx';
import { useSession } from '../../auth/index.ts';
import { AddReviewForm } from '../components/add-review-form.tsx';

/** /dashboard/review: a signed-in customer tells other riders what he thinks. */
export function Component() {
  // The dashboard's guard renders this page only once the session is known.
  const { user } = useSession();
  // The form posted without the app comes back here with its outcome (features/page-forms).
  const added = useSearchParams()[0].get('done') === 'added';
  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Add Review" />
      <h1 className="text-3xl font-bold">Add Review</h1>
      <p className="text-base-content/80">Rate us from 1 to 5 stars. Your review appears on the home page.</p>
      {added && (
        <p role="status" className="alert alert-success alert-soft">
          {messages.reviewAdded}
        </p>
      )}
      <FormFailureNotice title={messages.reviewFailed} />
      {/* Keyed by the name, so the form starts over with it if the profile name changes. */}
      {user && <AddReviewForm key={user.name} defaultName={user.name} />}
    </section>
  );
}
