import { DocumentTitle } from '../../../components/document-title.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { AddWithQuantity } from '../../cart/index.ts';
import { CategoryLinks } from '../../categories/index.ts';
import { ProductList } from '../../products/index.ts';
import { ReviewList } from '../../reviews/index.ts';
import { BusinessOverview } from '../components/business-overview.tsx';
import { DeferredContactForm } from '../../contact/index.ts';
import { Hero } from '../components/hero.tsx';
import { TeamList } from '../components/team-list.tsx';

export function Component() {
  return (
    <>
      <DocumentTitle />
      <Hero />
      <PageSection
        id="parts"
        title="Our parts"
        intro="Order straight from the factory, in the quantity you need."
      >
        <div className="flex flex-col gap-6">
          <CategoryLinks parentId={null} label="Shop by category" />
          <ProductList cardAction={AddWithQuantity} />
        </div>
      </PageSection>
      <PageSection
        title="Crankworks in numbers"
        intro="Riders and shops around the world trust our parts."
        className="bg-base-200"
      >
        <BusinessOverview />
      </PageSection>
      <PageSection title="What our clients say">
        <ReviewList />
      </PageSection>
      <PageSection
        title="Meet the team"
        intro="The people who design, build and ship your parts."
        className="bg-base-200"
      >
        <TeamList />
      </PageSection>
      <PageSection
        id="contact"
        title="Contact us"
        intro="Questions about a part or a bulk order? Write to us."
      >
        <DeferredContactForm />
      </PageSection>
    </>
  );
}
