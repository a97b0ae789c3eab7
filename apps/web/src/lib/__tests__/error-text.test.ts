import { describe, expect, it } from 'vitest';
import { errorTextFromHtml } from '../error-text';

describe('errorTextFromHtml', () => {
  it('takes the first heading of an HTML page', () => {
    expect(
      errorTextFromHtml('<html><title>Error</title><body><h1> Service\n unavailable </h1><p>x</p></body></html>'),
    ).toBe('Service unavailable');
  });

  it('falls back to the title, then to the text', () => {
    expect(errorTextFromHtml('<html><head><title>Gateway timeout</title></head><body></body></html>')).toBe(
      'Gateway timeout',
    );
    expect(errorTextFromHtml('Too many requests')).toBe('Too many requests');
  });

  it('gives nothing for a body that is not a string, or holds no text', () => {
    expect(errorTextFromHtml({ title: 'x' })).toBeUndefined();
    expect(errorTextFromHtml(undefined)).toBeUndefined();
    expect(errorTextFromHtml(404)).toBeUndefined();
    expect(errorTextFromHtml('   ')).toBeUndefined();
    expect(errorTextFromHtml('<html><body><img src="x"></body></html>')).toBeUndefined();
  });

  it('never runs what the page holds, and cuts long text', () => {
    expect(errorTextFromHtml('<h1>Oops<img src=x onerror="window.__ran=1"></h1>')).toBe('Oops');
    expect((window as { __ran?: number }).__ran).toBeUndefined();
    expect(errorTextFromHtml(`<h1>${'a'.repeat(1000)}</h1>`)!.length).toBe(300);
  });
});
