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

/// A short code naming a room, to tell friends: 6 letters and digits that cannot be mistaken
/// for each other (no 0/O, 1/I/L).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoomCode(pub String);

impl RoomCode {
    const ALPHABET: &'static [u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    const LEN: usize = 6;

    /// A new random code.
    pub fn random() -> Result<RoomCode, getrandom::Error> {
        let mut bytes = [0u8; RoomCode::LEN];
        getrandom::fill(&mut bytes)?;
        let code = bytes
            .iter()
            .map(|b| char::from(RoomCode::ALPHABET[usize::from(*b) % RoomCode::ALPHABET.len()]))
            .collect();
        Ok(RoomCode(code))
    }

    /// Whether `text` could be a room code (so a store never builds a path from anything else).
    #[must_use]
    pub fn is_well_formed(&self) -> bool {
        self.0.len() == RoomCode::LEN && self.0.bytes().all(|b| RoomCode::ALPHABET.contains(&b))
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
        assert!(!RoomCode("../etc".into()).is_well_formed());
        assert!(!RoomCode("ABCDE0".into()).is_well_formed());
    }
}
