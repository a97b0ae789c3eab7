import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { apiFieldErrors, zodFieldErrors } from '../form-errors';

const problem = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, code: 'validation_failed', title: 'Invalid request', ...init });

describe('apiFieldErrors', () => {
  it('puts validation entries on their top-level field (first message wins)', () => {
    const error = problem({
      errors: [
        { path: 'body.email', message: 'Invalid email' },
        { path: 'body.email', message: 'Too long' },
        { path: 'body.address.city', message: 'Required' },
        { path: '', message: 'Something is off' },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({ email: 'Invalid email', address: 'Required', _form: 'Something is off' });
  });

  it('puts a listed error code on its field, with the detail', () => {
    const error = problem({ status: 409, code: 'slug_taken', title: 'Conflict', detail: 'Another page uses it' });
    expect(apiFieldErrors(error, { slug_taken: 'slug' })).toEqual({ slug: 'Another page uses it' });
    expect(apiFieldErrors(error)).toEqual({ _form: 'Another page uses it' });
  });

  it('answers a server failure or a non-API error with one form message', () => {
    expect(apiFieldErrors(problem({ status: 500, errors: [{ path: 'body.x', message: 'x' }] }))).toEqual({
      _form: 'Something went wrong on our side. Please try again.',
    });
    expect(apiFieldErrors(new TypeError('Failed to fetch'))).toEqual({
      _form: 'Something went wrong. Please try again.',
    });
  });
});

describe('zodFieldErrors', () => {
  it('keeps the first message per top-level field; a pathless issue goes to _form', () => {
    expect(
      zodFieldErrors([
        { path: ['title'], message: 'Required' },
        { path: ['title'], message: 'Too short' },
        { path: ['seo', 'title'], message: 'Too long' },
        { path: [], message: 'Pick one' },
      ]),
    ).toEqual({ title: 'Required', seo: 'Too long', _form: 'Pick one' });
  });
});
