//! The five games, one module each.

pub mod port_royal;
pub mod sekigahara;
pub mod settlers;
pub mod shikoku;
pub mod tripoli;
