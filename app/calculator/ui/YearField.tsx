// A four-digit year typed as text (no spinner); anything but a plausible year is no year.
export function YearField({
  id,
  name,
  label,
  value,
  onChange,
  className = "field field--nested",
}: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
  onChange: (year: number | undefined) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        pattern="[0-9]{4}"
        value={value ?? ""}
        onChange={(e) => {
          const digits = e.target.value.replace(/[^0-9]/g, "").slice(0, 4);
          const year = Number(digits);
          onChange(digits.length === 4 && year >= 1975 && year <= 2100 ? year : undefined);
        }}
      />
    </div>
  );
}
