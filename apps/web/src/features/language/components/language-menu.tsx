import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link, useLocation } from 'react-router';
import { languageNameOf } from '../../../shared/lib/language-name';
import { pathInLanguage } from '../language-path';

/** The switcher's menu: links to this page in each language. Loaded when first opened. */
export default function LanguageMenu({
  id,
  anchor,
  languages,
  current,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  languages: readonly string[];
  current: string;
  onClose(): void;
}) {
  const { pathname, search, hash } = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((code) => (
        <MenuItem
          key={code}
          component={Link}
          to={`${pathInLanguage(pathname, code)}${search}${hash}`}
          lang={code}
          hrefLang={code}
          selected={code === current}
          onClick={onClose}
        >
          {languageNameOf(code)}
        </MenuItem>
      ))}
    </Menu>
  );
}
