//! The network player of the tests: netplay's [`netplay::play::NetPlayer`] with this game's
//! [`Table`] as its picture and its [`Bot`] as its computer.

use netplay::Cursor;
use netplay::ServerMessage;
use netplay::play::{Chooser, Picture};

use crate::bot::Bot;
use crate::game::Nardy;
use crate::table::{Table, TableError};
use crate::wire::Intent;

/// A client in a room, on an async connection.
pub type NetPlayer = netplay::play::NetPlayer<Nardy, Table, Bot>;

/// Why a network player stopped.
pub type PlayError = netplay::play::PlayError<Nardy, TableError>;

impl Picture<Nardy> for Table {
    type Error = TableError;

    fn take(&mut self, message: &ServerMessage<Nardy>) -> Result<(), TableError> {
        Table::take(self, message)
    }

    fn cursor(&self) -> Option<Cursor> {
        self.cursor
    }

    fn has_view(&self) -> bool {
        self.view.is_some()
    }

    fn is_over(&self) -> bool {
        self.view.as_ref().is_some_and(|view| view.over)
    }
}

impl Chooser<Nardy, Table> for Bot {
    fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, TableError> {
        Bot::next_intent(self, table)
    }
}
