import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ListStateApi } from './use-list-state';

/** How long typing pauses before the list is searched: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

/** The search box of a list: it searches as the user types, and shows the kept search on return. */
export function ListSearchField({ list, label }: { list: ListStateApi; label: string }) {
  const [text, setText] = useState(list.search);
  const { search, setSearch } = list;

  // A search changed elsewhere (the list reset) shows in the box.
  useEffect(() => setText(search), [search]);

  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { sm: 280 } }}
    />
  );
}
