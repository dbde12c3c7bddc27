import type { ComponentType } from 'react';
import type { RemoteName, ShellDialogName } from '@oyna/contracts';
import type { DialogSize } from './dialog';

/** What the slot gives every dialog it shows. */
export interface SlotDialogProps {
  onClose: () => void;
}

/** Draws a dialog lent by a remote (`<remote>:<name>`, spec §2 Dialogs) inside its frame. */
export type LentDialogFrameComponent = ComponentType<{
  remote: RemoteName;
  name: string;
  title: string;
  size: DialogSize;
  onClose: () => void;
}>;

/**
 * The dialog slot's registry (CONVENTIONS.md › zones: a dialog registers itself into the shell's
 * slot instead of being imported by it). Each feature registers its dialogs by name at start
 * (app/dialogs.ts); the slot only looks them up, so it imports no feature.
 */
const dialogs = new Map<ShellDialogName, ComponentType<SlotDialogProps>>();
let lentFrame: LentDialogFrameComponent | null = null;

export function registerDialogs(
  entries: Partial<Record<ShellDialogName, ComponentType<SlotDialogProps>>>,
): void {
  for (const [name, dialog] of Object.entries(entries) as [
    ShellDialogName,
    ComponentType<SlotDialogProps>,
  ][]) {
    dialogs.set(name, dialog);
  }
}

/** The frame the slot draws a remote's lent dialog in (the remotes feature registers it). */
export function registerLentDialogFrame(frame: LentDialogFrameComponent): void {
  lentFrame = frame;
}

export function registeredDialog(
  name: ShellDialogName,
): ComponentType<SlotDialogProps> | undefined {
  return dialogs.get(name);
}

export function registeredLentDialogFrame(): LentDialogFrameComponent | null {
  return lentFrame;
}
