import { useState } from 'react';
import { Dialog } from 'ui/components/Dialog.tsx';
import type { RateProduct } from './rateProducts.tsx';

/** The (i) button of a rate row: opens the product's info popup, which closes with its Close button or Escape. */
export function RateInfoButton({ product }: { product: RateProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="rate-info" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">About the {product.infoTitle} loan</span>
      </button>
      {open && (
        <Dialog title={product.infoTitle} onClose={() => setOpen(false)}>
          {product.info}
        </Dialog>
      )}
    </>
  );
}
