import { useId, useMemo, useState, type Ref } from "react";
import { countryName, exactCountry, searchCountries } from "../countries";

/**
 * A searchable country list (ARIA combobox with a listbox): type to filter (or press an arrow key
 * to see every country), arrow keys to move, Enter or a tap to choose. Single: one country. Multiple: chosen countries show as removable tags.
 */
export function CountryPicker({ inputRef, ...props }: {
  id: string;
  multiple: boolean;
  value: string[];
  describedBy?: string;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (codes: string[]) => void;
  /**
   * The visitor is typing. A country typed in full is chosen only as the field loses focus, which a
   * press of Continue causes: anything the choice changes above the button (an error cleared) must
   * change while they type instead, or the button moves from under the press and it is lost.
   */
  onType?: () => void;
}) {
  const { multiple, value, onChange, onType } = props;
  const listId = useId();
  const [query, setQuery] = useState(() => (multiple ? "" : countryName(value[0])));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => searchCountries(query === countryName(value[0]) && !multiple ? "" : query, multiple ? value : []), [query, value, multiple]);

  const choose = (code: string) => {
    if (multiple) {
      onChange([...value, code]);
      setQuery("");
    } else {
      onChange([code]);
      setQuery(countryName(code));
    }
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active].code);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && options[active] ? `${listId}-${options[active].code}` : undefined;

  return (
    <div>
      {multiple && value.length > 0 && (
        <ul aria-label="Countries you have chosen" className="mb-3 flex flex-wrap gap-2">
          {value.map((code) => (
            <li key={code} className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pl-4 pr-1 text-sm font-medium text-brand-900">
              {countryName(code) || code}
              <button
                type="button"
                aria-label={`Remove ${countryName(code) || code}`}
                onClick={() => onChange(value.filter((other) => other !== code))}
                className="flex size-9 items-center justify-center rounded-full text-lg hover:bg-brand-200"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative max-w-md">
        <input
          ref={inputRef}
          id={props.id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={multiple ? "Type a country" : "Type your country"}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onType?.();
            setOpen(true);
            setActive(0);
            if (!multiple && value.length) onChange([]);
          }}
          // The list opens as the visitor types (or presses an arrow key), never on a tap or focus
          // alone: open over the buttons below, it would take a tap meant for Continue as a country.
          // A chosen country's name is selected on focus, so typing replaces it.
          onFocus={(event) => {
            if (!multiple && value.length) event.currentTarget.select();
          }}
          onBlur={() => {
            setOpen(false);
            const typed = exactCountry(query);
            if (typed && !value.includes(typed.code)) choose(typed.code);
          }}
          onKeyDown={onKeyDown}
          className={`h-14 w-full rounded-xl border-2 bg-white px-4 text-lg text-ink placeholder:text-muted focus-visible:border-brand-600 ${props.invalid ? "border-red-700" : "border-brand-200"}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Countries"
          hidden={!open}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border-2 border-brand-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-3 text-muted">
              No country matches “{query}”
            </li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.code}
                id={`${listId}-${option.code}`}
                role="option"
                aria-selected={value.includes(option.code)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.code)}
                onMouseMove={() => setActive(index)}
                className={`cursor-pointer px-4 py-3 text-base ${index === active ? "bg-brand-100 text-brand-950" : "text-ink"}`}
              >
                {option.name}
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  );
}
