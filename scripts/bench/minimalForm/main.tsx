/**
 * The reference for the form routes' initial JavaScript (issue 25): the least an app needs to draw one form with the
 * product's fixed choices, React, React DOM, React Router (one route, declarative mode as ui/ uses it) and stock
 * @rjsf/core with its default theme, validating with a precompiled validator (RJSF's own precompiled path, so no
 * ajv compiler), nothing else. Built as ui/ is built (vite.config.ts beside it) and measured as the routes are
 * (minimalFormBench.mjs).
 */
import Form from '@rjsf/core';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import validateFunctions from 'virtual:minimal-form-validator';
import { MINIMAL_FORM_SCHEMA, MINIMAL_FORM_UI_SCHEMA } from './minimalFormSchema.ts';

const validator = createPrecompiledValidator(validateFunctions as ValidatorFunctions, MINIMAL_FORM_SCHEMA);

/** The one page: the form, which says it was sent once its answers are valid. */
function ContactPage() {
  return (
    <main>
      <Form
        schema={MINIMAL_FORM_SCHEMA}
        uiSchema={MINIMAL_FORM_UI_SCHEMA}
        validator={validator}
        onSubmit={() => document.body.setAttribute('data-sent', 'yes')}
      />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<ContactPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
