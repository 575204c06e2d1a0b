//! Seat tokens and room codes, drawn from the system's random source.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The secret that lets a client act for a seat: 128 random bits, written as 32 hexadecimal
/// digits. The server gives it once, when a person joins the seat; resuming needs it.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatToken(String);

impl SeatToken {
    /// A new random token, or the system's error when it has no random source.
    pub fn random() -> Result<SeatToken, getrandom::Error> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)?;
        Ok(SeatToken(u128::from_be_bytes(bytes).to_string_hex()))
    }

    /// The token as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Formatting a u128 as exactly 32 hexadecimal digits.
trait Hex32 {
    fn to_string_hex(self) -> String;
}

impl Hex32 for u128 {
    fn to_string_hex(self) -> String {
        format!("{self:032x}")
    }
}

impl fmt::Debug for SeatToken {
    /// Never prints the secret (logs show only that there is one).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

/// A code naming a room, to tell friends: 10 letters and digits that cannot be mistaken for
/// each other (no 0/O, 1/I/L), about 50 random bits, so that rooms cannot be found by
/// guessing (with the server's limit on look-ups that find nothing, a guesser would need
/// millions of years for one room among thousands). Shown in two groups of five
/// ([`RoomCode::grouped`]); read as a person types it ([`RoomCode::typed`]). Rooms made before
/// the codes grew keep their 6-character codes, which are still codes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoomCode(pub String);

impl RoomCode {
    const ALPHABET: &'static [u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    /// The length of a new code.
    pub const LEN: usize = 10;
    /// The length of the codes of rooms made before (still read, never made).
    pub const OLD_LEN: usize = 6;
    /// How many characters a group has when the code is shown.
    const GROUP: usize = 5;

    /// A new random code (every symbol equally likely).
    pub fn random() -> Result<RoomCode, getrandom::Error> {
        // The largest multiple of the alphabet's size below 256: a byte at or above it is
        // drawn again, so that no symbol is likelier than another.
        let fair = 256 - 256 % RoomCode::ALPHABET.len();
        let mut code = String::with_capacity(RoomCode::LEN);
        while code.len() < RoomCode::LEN {
            let mut bytes = [0u8; 16];
            getrandom::fill(&mut bytes)?;
            for b in bytes {
                let b = usize::from(b);
                if b < fair && code.len() < RoomCode::LEN {
                    code.push(char::from(RoomCode::ALPHABET[b % RoomCode::ALPHABET.len()]));
                }
            }
        }
        Ok(RoomCode(code))
    }

    /// Whether this could be a room code, new or old (so a store never builds a path from
    /// anything else).
    #[must_use]
    pub fn is_well_formed(&self) -> bool {
        (self.0.len() == RoomCode::LEN || self.0.len() == RoomCode::OLD_LEN)
            && self.0.bytes().all(|b| RoomCode::ALPHABET.contains(&b))
    }

    /// The code a person typed: letters in any case, blanks and dashes anywhere (as the code
    /// is shown, in groups); `None` when it is no code.
    #[must_use]
    pub fn typed(text: &str) -> Option<RoomCode> {
        let code = RoomCode(
            text.chars()
                .filter(|c| !c.is_whitespace() && *c != '-')
                .collect::<String>()
                .to_uppercase(),
        );
        code.is_well_formed().then_some(code)
    }

    /// The code as a person reads it: in groups of five joined by a dash (`ABCDE-FGHJK`); an
    /// old code as it is.
    #[must_use]
    pub fn grouped(&self) -> String {
        if self.0.len() != RoomCode::LEN || !self.0.is_ascii() {
            return self.0.clone();
        }
        self.0
            .as_bytes()
            .chunks(RoomCode::GROUP)
            .map(|group| String::from_utf8_lossy(group).into_owned())
            .collect::<Vec<_>>()
            .join("-")
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let a = SeatToken::random().expect("random source");
        let b = SeatToken::random().expect("random source");
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(format!("{a:?}"), "SeatToken(..)");
    }

    #[test]
    fn room_codes_are_well_formed_and_paths_are_not() {
        let code = RoomCode::random().expect("random source");
        assert!(code.is_well_formed(), "{code}");
        assert_eq!(code.0.len(), 10);
        // A room made before the codes grew.
        assert!(RoomCode("ABC234".into()).is_well_formed());
        assert!(!RoomCode("../etc".into()).is_well_formed());
        assert!(!RoomCode("ABCDE0".into()).is_well_formed());
        assert!(!RoomCode("ABCDEFGH".into()).is_well_formed());
        assert!(!RoomCode("ABCDEFGHJKM".into()).is_well_formed());
    }

    #[test]
    fn a_code_is_shown_in_two_groups_and_read_back_as_typed() {
        let code = RoomCode("ABCDE23456".into());
        assert_eq!(code.grouped(), "ABCDE-23456");
        assert_eq!(RoomCode::typed(&code.grouped()), Some(code.clone()));
        assert_eq!(RoomCode::typed(" abcde 23456 "), Some(code.clone()));
        assert_eq!(RoomCode::typed("ab-cde-234-56"), Some(code));
        assert_eq!(RoomCode("ABC234".into()).grouped(), "ABC234");
        assert_eq!(RoomCode::typed("abc-234"), Some(RoomCode("ABC234".into())));
        for bad in [
            "",
            "ABCDE-2345",
            "ABCDE-234560",
            "ABCDE-2345O",
            "ABCDÉ23456",
        ] {
            assert_eq!(RoomCode::typed(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn every_symbol_of_a_code_is_drawn() {
        // 200 codes draw 2,000 symbols: a symbol never drawn would be a broken draw (each is
        // missed with odds of (30/31)^2000, about 1 in 10^28).
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            seen.extend(RoomCode::random().expect("random source").0.bytes());
        }
        assert_eq!(seen.len(), RoomCode::ALPHABET.len());
    }
}
