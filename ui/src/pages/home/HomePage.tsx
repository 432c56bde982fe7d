import { lazy } from 'react';
import { WhenNearViewport } from 'ui/components/WhenNearViewport.tsx';
import { withQueries } from 'ui/query/withQueries.tsx';
import { HomeAbout } from './HomeAbout.tsx';
import { HomeBlogTeasers } from './HomeBlogTeasers.tsx';
import { HomeCalculatorLinks } from './HomeCalculatorLinks.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HomeProcessSteps } from './HomeProcessSteps.tsx';
import { HomeRates } from './HomeRates.tsx';
import { HomeServices } from './HomeServices.tsx';
import { HomeWhyChooseUs } from './HomeWhyChooseUs.tsx';
import { LoanProductTabs } from './LoanProductTabs.tsx';
import './home.css';

// The form engine and the query provider load only when a form section comes into view, not with the page.
const HomeQuoteSection = lazy(withQueries(() => import('./HomeQuoteSection.tsx')));
const HomeCallbackSection = lazy(withQueries(() => import('./HomeCallbackSection.tsx')));
const TestimonialsCarousel = lazy(() =>
  import('./TestimonialsCarousel.tsx').then((module) => ({ default: module.TestimonialsCarousel })),
);
// The calculator and the testimonials sit at the foot of the page: its code (payment math and input rules) waits the same way.
const SimpleLoanCalculator = lazy(() =>
  import('ui/calculators/SimpleLoanCalculator.tsx').then((module) => ({ default: module.SimpleLoanCalculator })),
);

/**
 * The home page (part 1 §1): hero, today's rate and credit figures, Request A Quote, about, why choose us, loan
 * product tabs, process steps, services, call-back form, blog teasers, calculators with the simple loan
 * calculator, and the testimonials carousel.
 */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeRates />
      <WhenNearViewport minHeight="40rem">
        <HomeQuoteSection />
      </WhenNearViewport>
      <HomeAbout />
      <HomeWhyChooseUs />
      <LoanProductTabs />
      <HomeProcessSteps />
      <HomeServices />
      <WhenNearViewport minHeight="24rem">
        <HomeCallbackSection />
      </WhenNearViewport>
      <HomeBlogTeasers />
      <section className="home-section home-tools" aria-label="Calculators">
        <div className="container home-tools__inner">
          <HomeCalculatorLinks />
          <WhenNearViewport minHeight="22rem">
            <SimpleLoanCalculator />
          </WhenNearViewport>
        </div>
      </section>
      <WhenNearViewport minHeight="20rem">
        <TestimonialsCarousel />
      </WhenNearViewport>
    </>
  );
}
