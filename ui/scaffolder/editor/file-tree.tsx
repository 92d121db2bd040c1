import { DocumentIcon, FolderCloseIcon } from '@blueprintjs/icons';
import type { FileTreeNode } from '../../../domain/scaffolder/dry-run';

/** Folders and files of a template or a dry-run result; clicking a file selects it. */
export const FileTree = ({
  nodes,
  selected,
  onSelect,
  label,
  modified = [],
}: {
  readonly nodes: readonly FileTreeNode[];
  readonly selected?: string | undefined;
  readonly onSelect: (path: string) => void;
  readonly label: string;
  readonly modified?: readonly string[];
}) => (
  <ul className="portico-file-tree" role="tree" aria-label={label}>
    {nodes.map((node) => (
      <TreeNode key={node.path} node={node} selected={selected} onSelect={onSelect} modified={modified} />
    ))}
  </ul>
);

const TreeNode = ({ node, selected, onSelect, modified }: { node: FileTreeNode; selected?: string | undefined; onSelect: (path: string) => void; modified: readonly string[] }) =>
  node.children ? (
    // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- ARIA 1.2 no longer requires aria-selected on a tree item; a folder cannot be selected
    <li role="treeitem" aria-expanded aria-label={node.name}>
      <span className="portico-file-tree__folder">
        <FolderCloseIcon /> {node.name}
      </span>
      <ul role="group">
        {node.children.map((child) => (
          <TreeNode key={child.path} node={child} selected={selected} onSelect={onSelect} modified={modified} />
        ))}
      </ul>
    </li>
  ) : (
    <li role="treeitem" aria-selected={selected === node.path} aria-label={node.path}>
      <button type="button" className={`portico-link-button portico-file-tree__file${selected === node.path ? ' is-selected' : ''}`} onClick={() => onSelect(node.path)}>
        <DocumentIcon /> {node.name}
        {modified.includes(node.path) ? ' •' : ''}
      </button>
    </li>
  );
