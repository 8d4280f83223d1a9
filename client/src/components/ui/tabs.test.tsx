// @vitest-environment jsdom
// The tabs pattern: roles and links, automatic activation, keyboard movement, controlled use.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

afterEach(cleanup);

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onValueChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two" disabled>
          Two
        </TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links each tab and its panel, shows only the selected panel and has one tab stop', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('First panel');
    expect(tab('One').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(tab('Three').getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByText('Third panel')).toBeNull();
    expect([tab('One'), tab('Two'), tab('Three')].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves with the arrow keys past a disabled tab, wrapping, and shows the tab reached', () => {
    render(<Example />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Three'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    expect(tab('Three').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
  });

  it('selects on a press of the primary button, never a disabled tab', () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    fireEvent.mouseDown(tab('Two'), { button: 0 });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.mouseDown(tab('Three'), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('three');
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
  });

  it('follows a controlled value and reports changes without taking them itself', () => {
    function Controlled() {
      const [value, setValue] = useState('one');
      const [asked, setAsked] = useState('');
      return (
        <>
          <Tabs value={value} onValueChange={setAsked}>
            <TabsList aria-label="Sections">
              <TabsTrigger value="one">One</TabsTrigger>
              <TabsTrigger value="three">Three</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First panel</TabsContent>
            <TabsContent value="three">Third panel</TabsContent>
          </Tabs>
          <p>asked {asked}</p>
          <button type="button" onClick={() => setValue(asked)}>
            apply
          </button>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.mouseDown(tab('Three'), { button: 0 });
    expect(screen.getByText('asked three')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
  });
});
