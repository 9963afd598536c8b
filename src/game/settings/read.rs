//! Reading the settings file field by field: every field that parses is kept,
//! each one that does not takes its default and is named, and what this
//! version does not know (fields of a newer version) is kept to be written
//! back. Only a file that is not a JSON object at all is unreadable as a whole.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::Settings;
use super::ghost::Ghost;
use super::records::{Record, Records};

/// The file's key for the record book.
pub(super) const RECORDS_KEY: &str = "records";
/// The longest time a record may hold, in seconds (a year: a run's clock
/// never gets there; a larger number in the file is damage, not a record).
pub const MAX_RECORD_SECS: f32 = 365.0 * 24.0 * 3600.0;
/// The shortest time a record may hold, in seconds (a hundredth, the
/// ghosts' step: no run to an exit is quicker).
pub const MIN_RECORD_SECS: f32 = 0.01;

/// What a settings file holds, as far as this version understands it.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Document {
    /// The preferences, numbers brought into range.
    pub settings: Settings,
    /// The record book.
    pub records: Records,
    /// Fields that did not parse and took their defaults, by path
    /// (`music`, `records.maze.kruskal-49x55-2kq9x.best_time_secs`).
    pub reset: Vec<String>,
    /// What this version does not know, in the file's own shape (unknown keys
    /// at the top, in `records`, in each record), to be written back.
    pub unknown: Map<String, Value>,
}

/// Reads a settings file's bytes. `Err` says why the file as a whole is
/// unreadable (not UTF-8, not JSON, not an object).
pub(super) fn read_document(bytes: &[u8]) -> Result<Document, String> {
    // A byte-order mark is what some editors put first; it is not part of the JSON.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(|e| format!("it is not UTF-8 text: {e}"))?;
    let value = read_json(&tame_huge_numbers(text))?;
    let Value::Object(fields) = value else { return Err("it does not hold a settings object".to_owned()) };

    let mut doc = Document::default();
    let mut known = Map::new();
    let default_fields = match serde_json::to_value(Settings::default()) {
        Ok(Value::Object(defaults)) => defaults,
        _ => unreachable!("settings serialize to an object"),
    };
    for (key, value) in fields {
        if key == RECORDS_KEY {
            read_records(value, &mut doc);
        } else if default_fields.contains_key(&key) {
            // Fields are independent, so each is tried alone (the rest default).
            if field_parses(&key, &value) {
                known.insert(key, value);
            } else {
                doc.reset.push(key);
            }
        } else {
            doc.unknown.insert(key, value);
        }
    }
    let mut settings =
        serde_json::from_value::<Settings>(Value::Object(known)).expect("every field kept was tried on its own");
    for field in settings.sanitize() {
        doc.reset.push(format!("{field} (out of range)"));
    }
    doc.settings = settings;
    Ok(doc)
}

/// Reads JSON text, refusing a key written twice in one object at any depth
/// (a reader would keep only the last, silently losing the first: records
/// and ghosts included). The error names the key.
pub(crate) fn read_json(text: &str) -> Result<Value, String> {
    let mut reader = serde_json::Deserializer::from_str(text);
    let Unique(value) = serde::Deserialize::deserialize(&mut reader).map_err(|e| e.to_string())?;
    reader.end().map_err(|e| e.to_string())?;
    Ok(value)
}

/// A JSON value read with every object's keys checked to be unique.
struct Unique(Value);

impl<'de> serde::Deserialize<'de> for Unique {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(UniqueVisitor).map(Unique)
    }
}

struct UniqueVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(UniqueVisitor)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Unique(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut fields = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if fields.contains_key(&key) {
                return Err(serde::de::Error::custom(format!("the key \"{key}\" is written twice in one object")));
            }
            let Unique(value) = map.next_value()?;
            fields.insert(key, value);
        }
        Ok(Value::Object(fields))
    }
}

/// Whether `value` is a valid settings field `key` (the others take their defaults).
fn field_parses(key: &str, value: &Value) -> bool {
    let mut one = Map::new();
    one.insert(key.to_owned(), value.clone());
    serde_json::from_value::<Settings>(Value::Object(one)).is_ok()
}

/// The record book, record by record and field by field.
fn read_records(value: Value, doc: &mut Document) {
    let Value::Object(sections) = value else {
        doc.reset.push(RECORDS_KEY.to_owned());
        return;
    };
    let mut unknown_sections = Map::new();
    for (section, entries) in sections {
        if section == "ghosts" {
            read_ghosts(entries, doc);
            continue;
        }
        let book = match section.as_str() {
            "difficulty" => &mut doc.records.difficulty,
            "maze" => &mut doc.records.maze,
            "daily" => &mut doc.records.daily,
            "duo" => &mut doc.records.duo,
            _ => {
                unknown_sections.insert(section, entries);
                continue;
            }
        };
        let Value::Object(entries) = entries else {
            doc.reset.push(format!("{RECORDS_KEY}.{section}"));
            continue;
        };
        let mut unknown_entries = Map::new();
        for (key, entry) in entries {
            let path = format!("{RECORDS_KEY}.{section}.{key}");
            let Value::Object(fields) = entry else {
                doc.reset.push(path);
                continue;
            };
            let (record, unknown) = read_record(fields, &path, &mut doc.reset);
            book.insert(key.clone(), record);
            if !unknown.is_empty() {
                unknown_entries.insert(key, Value::Object(unknown));
            }
        }
        if !unknown_entries.is_empty() {
            unknown_sections.insert(section, Value::Object(unknown_entries));
        }
    }
    if !unknown_sections.is_empty() {
        doc.unknown.insert(RECORDS_KEY.to_owned(), Value::Object(unknown_sections));
    }
}

/// The best runs' ghosts: each must decode ([`Ghost::decode`]); one that
/// does not is dropped (and said, as every field reset is), the rest kept.
fn read_ghosts(entries: Value, doc: &mut Document) {
    let Value::Object(entries) = entries else {
        doc.reset.push(format!("{RECORDS_KEY}.ghosts"));
        return;
    };
    for (key, entry) in entries {
        match entry.as_str().filter(|text| Ghost::decode(text).is_some()) {
            Some(text) => {
                doc.records.ghosts.insert(key, text.to_owned());
            }
            None => doc.reset.push(format!("{RECORDS_KEY}.ghosts.{key}")),
        }
    }
}

/// One record: a time must be a number of seconds a run can take
/// ([`MIN_RECORD_SECS`] to [`MAX_RECORD_SECS`]); an efficiency (optimal ÷ moves) a number
/// above 0, and one above 1 is brought down to 1 and said.
fn read_record(fields: Map<String, Value>, path: &str, reset: &mut Vec<String>) -> (Record, Map<String, Value>) {
    let mut record = Record::default();
    let mut unknown = Map::new();
    for (key, value) in fields {
        match key.as_str() {
            "best_time_secs" => match parse::<Option<f32>>(value) {
                Some(time) if time.is_none_or(|t| (MIN_RECORD_SECS..=MAX_RECORD_SECS).contains(&t)) => {
                    record.best_time_secs = time
                }
                _ => reset.push(format!("{path}.{key}")),
            },
            "best_efficiency" => match parse::<Option<f32>>(value) {
                Some(Some(e)) if e > 1.0 => {
                    record.best_efficiency = Some(1.0);
                    reset.push(format!("{path}.{key} (out of range)"));
                }
                Some(eff) if eff.is_none_or(|e| e > 0.0) => record.best_efficiency = eff,
                _ => reset.push(format!("{path}.{key}")),
            },
            _ => {
                unknown.insert(key, value);
            }
        }
    }
    (record, unknown)
}

fn parse<T: DeserializeOwned>(value: Value) -> Option<T> {
    serde_json::from_value(value).ok()
}

/// Writes a number too large for a 64-bit float (`1e400`, which the JSON
/// reader refuses, failing the whole file) as the largest one, so that it is
/// read as infinity and then brought into range like any other.
fn tame_huge_numbers(text: &str) -> std::borrow::Cow<'_, str> {
    let bytes = text.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            match b {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
            i += 1;
            continue;
        }
        if b == b'"' {
            in_string = true;
            i += 1;
            continue;
        }
        if b == b'-' || b.is_ascii_digit() {
            let start = i;
            i += 1;
            while i < bytes.len() && matches!(bytes[i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-') {
                i += 1;
            }
            let number = &text[start..i];
            if let Ok(n) = number.parse::<f64>()
                && n.is_infinite()
            {
                let out = out.get_or_insert_with(String::new);
                out.push_str(&text[copied..start]);
                out.push_str(if n < 0.0 { "-1.7976931348623157e308" } else { "1.7976931348623157e308" });
                copied = i;
            }
            continue;
        }
        i += 1;
    }
    match out {
        Some(mut out) => {
            out.push_str(&text[copied..]);
            out.into()
        }
        None => text.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_numbers_become_the_largest_float_and_nothing_else_changes() {
        let text = r#"{"a": 1e400, "b": -2E+999, "c": "1e400", "d": [1.5, -3e2], "e": "q\"1e999"}"#;
        let tamed = tame_huge_numbers(text);
        assert_eq!(
            tamed,
            r#"{"a": 1.7976931348623157e308, "b": -1.7976931348623157e308, "c": "1e400", "d": [1.5, -3e2], "e": "q\"1e999"}"#
        );
        assert!(matches!(tame_huge_numbers(r#"{"x": 2.5}"#), std::borrow::Cow::Borrowed(_)));
    }
}
