/** The honesty note under every guide: its figures are examples, not offers or a promise to lend. */
export function ExampleNote() {
  return (
    <p className="guide__note">
      Rates shown are examples, not offers. Examples are illustrations, not a commitment to lend. Payments are principal
      and interest only unless stated; property taxes, homeowners insurance and any mortgage insurance are extra. The
      rate and terms you are offered depend on your credit, income, assets, the property and the market on the day you
      lock, and every loan is subject to approval.
    </p>
  );
}
