//! The one policy the three games (LoopIt, Reversi, Nardy) share for a save file whose JSON
//! names a key twice in one object: it is refused, naming the key and its line. JSON itself
//! leaves such a file's meaning open (serde_json keeps the last value for a map, refuses a
//! duplicate struct field, and a reader through `serde_json::Value` keeps the last silently),
//! so each game's reader calls [`check_unique_keys`] first and says the same thing.
//!
//! It sits below the three rules crates and depends on nothing of theirs.
//!
//! ```
//! let error = save_json::check_unique_keys("{\n  \"a\": 1,\n  \"a\": 2\n}").unwrap_err();
//! assert_eq!((error.key.as_str(), error.line), ("a", 3));
//! assert!(save_json::check_unique_keys(r#"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}"#).is_ok());
//! ```

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

/// A key named twice in one JSON object: the key and the line (from 1) of its second use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateKey {
    /// The key, as the file writes it (unescaped).
    pub key: String,
    /// The line of its second appearance, counted from 1.
    pub line: usize,
}

impl fmt::Display for DuplicateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: the key {:?} is given twice",
            self.line, self.key
        )
    }
}

impl std::error::Error for DuplicateKey {}

/// Checks that no object of the JSON `text` names a key twice. Text that is not JSON passes
/// (the game's reader says what is wrong with it); so does JSON nested deeper than serde_json
/// reads (it refuses it itself).
///
/// # Errors
/// The first key named twice, with its line.
pub fn check_unique_keys(text: &str) -> Result<(), DuplicateKey> {
    let mut found = None;
    let mut reader = serde_json::Deserializer::from_str(text);
    match (Scan { found: &mut found }).deserialize(&mut reader) {
        Err(error) => match found {
            Some(key) => Err(DuplicateKey {
                key,
                line: error.line(),
            }),
            None => Ok(()),
        },
        Ok(()) => Ok(()),
    }
}

/// Walks any JSON value; on the first key named twice in one object it records the key and
/// stops with an error (whose position is the key's).
struct Scan<'a> {
    found: &'a mut Option<String>,
}

impl<'de> DeserializeSeed<'de> for Scan<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Scan<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq
            .next_element_seed(Scan {
                found: &mut *self.found,
            })?
            .is_some()
        {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut keys = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                *self.found = Some(key);
                return Err(de::Error::custom("a key named twice"));
            }
            keys.insert(key);
            map.next_value_seed(Scan {
                found: &mut *self.found,
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_named_twice_is_found_at_any_depth_with_its_line() {
        let text = "{\n \"players\": [\n  {\"name\": \"A\",\n   \"name\": \"B\"}\n ]\n}";
        assert_eq!(
            check_unique_keys(text),
            Err(DuplicateKey {
                key: "name".to_owned(),
                line: 4
            })
        );
        // Escapes are read: "\u0061" is "a".
        let escaped = check_unique_keys(r#"{"a": 1, "\u0061": 2}"#).expect_err("twice");
        assert_eq!(escaped.key, "a");
    }

    #[test]
    fn the_same_key_in_different_objects_and_text_that_is_not_json_pass() {
        assert_eq!(
            check_unique_keys(r#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#),
            Ok(())
        );
        assert_eq!(check_unique_keys("{\"a\": "), Ok(()));
        assert_eq!(check_unique_keys("not json"), Ok(()));
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(
            check_unique_keys(&deep),
            Ok(()),
            "refused by serde_json, no overflow"
        );
    }
}
