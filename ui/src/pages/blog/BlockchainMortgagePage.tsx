import { Link } from 'react-router-dom';
import { BlogPostLayout } from './BlogPostLayout.tsx';

/** /blog2: blockchain in the mortgage industry. */
export default function BlockchainMortgagePage() {
  return (
    <BlogPostLayout path="/blog2">
      <p>
        Few industries pass as much paper between as many parties as mortgage lending. A single purchase loan touches
        the borrower, the lender, the appraiser, the title company, the county recorder, the closing agent, the servicer
        and often an investor who buys the loan afterwards. Each keeps its own copy of the facts, and much of the time
        and cost of a mortgage goes into making those copies agree. That is why blockchain, a technology built to let
        many parties share one trusted record, keeps coming up in conversations about the future of lending.
      </p>

      <h2>What a blockchain is, briefly</h2>
      <p>
        A blockchain is a ledger that is copied across many computers. New entries are grouped into blocks, each linked
        to the one before by a cryptographic fingerprint, so changing an old entry would break every link after it.
        Participants agree on each new block before it is added. The result is a record that is hard to alter after the
        fact and that everyone on the network can check for themselves.
      </p>
      <p>
        Public blockchains such as Bitcoin let anyone take part. The financial industry mostly experiments with{' '}
        <strong>permissioned</strong> blockchains, where only known, approved participants can write to the ledger.
        These do not need energy-hungry mining and can keep private data off the shared record.
      </p>

      <h2>Where it could help</h2>
      <p>
        <strong>Title and land records.</strong> Every sale depends on a clean chain of title, and title searches and
        insurance exist because county records are scattered, sometimes on paper, and occasionally wrong. Several
        governments have tested recording property transfers on a blockchain: Sweden’s land registry ran a pilot, and
        the Cook County Recorder of Deeds in Illinois studied the idea in 2016 and 2017. A tamper-evident record of
        ownership could make title searches faster and fraud harder.
      </p>
      <p>
        <strong>Digital notes and loan files.</strong> More loans now close with an electronic promissory note (an
        eNote), signed electronically and held in a digital vault. Today eNotes are tracked in a central registry, the
        MERS eRegistry, not on a blockchain. Supporters argue a shared ledger could record each transfer of a loan from
        originator to investor as it happens, so everyone knows who owns the loan without reconciling spreadsheets.
      </p>
      <p>
        <strong>Selling and financing loans.</strong> This is where blockchain has gone furthest. Figure Technologies,
        for example, has originated home equity lines of credit on its Provenance blockchain and sold them to investors,
        who can see loan-level data on the same ledger. Proponents say this cuts the weeks of due diligence that loan
        sales normally require.
      </p>
      <p>
        <strong>Smart contracts for escrow and servicing.</strong> A smart contract is code on the ledger that acts when
        conditions are met: releasing escrowed funds once a recording is confirmed, for instance, or passing each
        monthly payment on to investors automatically. In principle, this reduces manual steps and errors.
      </p>

      <h2>What stands in the way</h2>
      <ul>
        <li>
          <strong>The law moves county by county.</strong> Property records are governed by state law and kept by
          thousands of local offices. A ledger is only authoritative if the law says so, and few places have changed
          their recording rules.
        </li>
        <li>
          <strong>Garbage in, garbage out.</strong> A blockchain proves a record has not changed since it was written;
          it cannot prove the record was right in the first place. Appraisals, income documents and identities still
          have to be checked by people and trusted systems.
        </li>
        <li>
          <strong>Privacy.</strong> Mortgage files are full of personal financial data protected by federal law. That
          data cannot sit on a widely shared ledger, and an unchangeable record sits awkwardly with the duty to correct
          mistakes.
        </li>
        <li>
          <strong>Everyone has to join.</strong> A shared ledger pays off only when lenders, title companies, servicers,
          investors and recorders all use it. Industry standards such as MISMO’s data formats took years to spread; a
          new shared infrastructure will take longer.
        </li>
      </ul>

      <h2>What it means for borrowers today</h2>
      <p>
        For most home buyers, blockchain is still behind the scenes, if it is there at all. The improvements you can use
        now come from digital mortgage tools that do not need a blockchain: online applications, secure document upload,
        electronic signatures and eClosings where your state and county allow them. Those already take days out of the
        process.
      </p>
      <p>
        Be cautious about offers that use the word as a selling point. A loan is not cheaper or safer because it is
        recorded on a blockchain, and crypto-backed mortgages, where you pledge digital currency as collateral, carry
        real risk if prices fall. Judge any loan the usual way: the rate, the APR, the fees and the terms on your Loan
        Estimate.
      </p>
      <p>
        We will keep watching the technology. If it makes closings faster, records cleaner and loans cheaper, our
        borrowers will see the benefit. In the meantime, you can already apply, upload documents and sign electronically
        with us. <Link to="/loanprocess">See how our process works</Link>.
      </p>
    </BlogPostLayout>
  );
}
