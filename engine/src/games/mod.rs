//! The five games, one module each.

pub mod shikoku;
pub mod port_royal;
pub mod settlers;
pub mod tripoli;
pub mod sekigahara;
