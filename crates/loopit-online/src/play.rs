//! The network player of the tests and the load tool: netplay's
//! [`netplay::play::NetPlayer`] with LoopIt's [`Table`] as its picture and its [`Bot`] as its
//! computer (a window uses netplay's threaded client and the same [`Table`]).

use netplay::play::{Chooser, Picture};
use netplay::{Cursor, ServerMessage};

use crate::bot::Bot;
use crate::game::LoopIt;
use crate::table::{Table, TableError};
use crate::wire::Intent;

/// A client in a room, on an async connection.
pub type NetPlayer = netplay::play::NetPlayer<LoopIt, Table, Bot>;

/// Why a network player stopped.
pub type PlayError = netplay::play::PlayError<LoopIt, TableError>;

impl Picture<LoopIt> for Table {
    type Error = TableError;

    fn take(&mut self, message: &ServerMessage<LoopIt>) -> Result<(), TableError> {
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

impl Chooser<LoopIt, Table> for Bot {
    fn next_intent(&mut self, table: &Table) -> Result<Option<Intent>, TableError> {
        Bot::next_intent(self, table)
    }
}
