import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentApplicationId } from 'ui/session/currentApplication.ts';
import { loadNewestSaved } from './applicationApi.ts';

/** Which application a page shows: `?id=` when given, else the one in progress in this tab, else the newest saved. */
export type ChosenApplication = { state: 'loading' } | { state: 'none' } | { state: 'chosen'; id: number };

/** The application /preview and /download are about (see ChosenApplication). */
export function useChosenApplication(): ChosenApplication {
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const given = Number.isSafeInteger(asked) && asked > 0 ? asked : (currentApplicationId() ?? null);
  const [newest, setNewest] = useState<ChosenApplication>({ state: 'loading' });
  useEffect(() => {
    if (given !== null) return;
    let current = true;
    loadNewestSaved().then(
      (application) => current && setNewest(application ? { state: 'chosen', id: application._id } : { state: 'none' }),
      () => current && setNewest({ state: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [given]);
  return given !== null ? { state: 'chosen', id: given } : newest;
}
