//! The five games, one module each.
pub mod port_royal;
