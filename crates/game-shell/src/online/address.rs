//! The address, the room code and the port as a player types them, each refused with an
//! [`OnlineProblem`] that says what was typed.

use netplay::RoomCode;

use super::problem::OnlineProblem;

/// The port a host offers unless told another (the dedicated server's default too).
pub const DEFAULT_PORT: u16 = 7878;

/// `ws://…` address; the game's `path` (`/ws/reversi`) is added to the first three, and
/// without a port, [`DEFAULT_PORT`].
pub fn server_url<R>(text: &str, path: &str) -> Result<String, OnlineProblem<R>> {
    let text = text.trim();
    let bad = || OnlineProblem::Address(text.to_owned());
    if text.starts_with("ws://") || text.starts_with("wss://") {
        return if text.len() > "wss://".len() && !text.contains(char::is_whitespace) {
            Ok(text.to_owned())
        } else {
            Err(bad())
        };
    }
    if text.is_empty()
        || text.contains(|c: char| c.is_whitespace() || c == '/' || c == '?' || c == '#')
    {
        return Err(bad());
    }
    let has_port = if text.starts_with('[') {
        text.contains("]:")
    } else {
        text.matches(':').count() == 1
    };
    if has_port {
        let (host, port) = text.rsplit_once(':').ok_or_else(bad)?;
        port.parse::<u16>().map_err(|_| bad())?;
        if host.is_empty() {
            return Err(bad());
        }
        return Ok(format!("ws://{text}{path}"));
    }
    let host = if text.contains(':') && !text.starts_with('[') {
        // An IPv6 address without brackets.
        format!("[{text}]")
    } else {
        text.to_owned()
    };
    Ok(format!("ws://{host}:{DEFAULT_PORT}{path}"))
}

/// The room code typed, as the server names rooms ([`RoomCode::typed`]: letters in capitals,
/// blanks and dashes dropped).
pub fn room_code<R>(text: &str) -> Result<RoomCode, OnlineProblem<R>> {
    RoomCode::typed(text).ok_or_else(|| OnlineProblem::Code(text.trim().to_owned()))
}

/// The port typed (0: any free port, which the host's lobby then shows).
pub fn port<R>(text: &str) -> Result<u16, OnlineProblem<R>> {
    text.trim()
        .parse::<u16>()
        .map_err(|_| OnlineProblem::Port(text.trim().to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    type Problem = OnlineProblem<()>;

    #[test]
    fn an_address_is_read_as_a_player_types_it_and_gets_the_games_path() {
        let url = |text| server_url::<()>(text, "/ws/reversi");
        assert_eq!(
            url("192.168.1.5"),
            Ok("ws://192.168.1.5:7878/ws/reversi".to_owned())
        );
        assert_eq!(
            url(" host.example:9000 "),
            Ok("ws://host.example:9000/ws/reversi".to_owned())
        );
        assert_eq!(url("::1"), Ok("ws://[::1]:7878/ws/reversi".to_owned()));
        assert_eq!(url("[::1]:80"), Ok("ws://[::1]:80/ws/reversi".to_owned()));
        assert_eq!(url("ws://a:1/ws/x"), Ok("ws://a:1/ws/x".to_owned()));
        for bad in ["", "a b", "host:port", "host:99999", ":80", "a/b"] {
            assert_eq!(
                url(bad),
                Err(Problem::Address(bad.trim().to_owned())),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_room_code_is_read_in_any_case_with_blanks_and_dashes_and_a_port_as_a_number() {
        assert_eq!(
            room_code::<()>(" abc-234 ").map(|c| c.0),
            Ok("ABC234".to_owned())
        );
        assert_eq!(
            room_code::<()>("k7m2p-9qrst").map(|c| c.0),
            Ok("K7M2P9QRST".to_owned())
        );
        assert_eq!(
            room_code::<()>("ABC10"),
            Err(Problem::Code("ABC10".to_owned()))
        );
        assert_eq!(port::<()>("7878"), Ok(7878));
        assert_eq!(port::<()>(" 0 "), Ok(0));
        assert_eq!(port::<()>("65536"), Err(Problem::Port("65536".to_owned())));
    }
}
