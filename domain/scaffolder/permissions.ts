// The scaffolder's permissions (Backstage's scaffolder permission names): the Cancel button asks for task cancel.
import type { BasicPermission } from '../permission/permission';

const basic = (name: string, action?: 'create' | 'read' | 'update' | 'delete'): BasicPermission => ({
  type: 'basic',
  name,
  attributes: action ? { action } : {},
});

export const taskReadPermission = basic('scaffolder.task.read', 'read');
export const taskCreatePermission = basic('scaffolder.task.create', 'create');
export const taskCancelPermission = basic('scaffolder.task.cancel');
export const templateManagementPermission = basic('scaffolder.template.management');
