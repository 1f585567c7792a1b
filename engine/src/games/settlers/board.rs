//! The island's geometry: 19 hexes, 54 vertices, 72 edges and 9 harbour edges, built once and
//! shared as a `&'static` table.

use std::sync::OnceLock;

/// Number of land hexes.
pub const HEXES: usize = 19;
/// Number of vertices (settlement spots).
pub const VERTICES: usize = 54;
/// Groups of four vertices (the last one short) in [`Topology::vertex_quad_edges`].
pub const VERTEX_QUADS: usize = VERTICES.div_ceil(4);
/// Number of edges (road spots).
pub const EDGES: usize = 72;
/// Number of harbours on the coast.
pub const HARBOURS: usize = 9;
/// "No piece / no owner" marker in the small id tables.
pub const NONE: u8 = u8::MAX;

/// Adjacency of hexes, vertices and edges; ids are small integers.
#[derive(Debug)]
pub struct Topology {
    /// Axial coordinates `(q, r)` of each hex, rows from top to bottom.
    pub hex_axial: [(i8, i8); HEXES],
    /// The six corners of each hex, clockwise from the top.
    pub hex_vertices: [[u8; 6]; HEXES],
    /// The hexes touching each vertex (1 to 3; padded with `NONE`).
    pub vertex_hexes: [[u8; 3]; VERTICES],
    /// The edges touching each vertex (2 or 3; padded with `NONE`).
    pub vertex_edges: [[u8; 3]; VERTICES],
    /// Bitmask of the neighbouring vertices of each vertex.
    pub vertex_neighbours: [u64; VERTICES],
    /// The two ends of each edge.
    pub edge_vertices: [[u8; 2]; EDGES],
    /// Bitmask of the neighbouring hexes of each hex.
    pub hex_neighbours: [u32; HEXES],
    /// The coastal edge of each harbour.
    pub harbour_edges: [u8; HARBOURS],
    /// The harbour (its index in `harbour_edges`) at each vertex, `NONE` where there is none.
    pub vertex_harbour: [u8; VERTICES],
    /// Bitmask of the six corners of each hex.
    pub hex_vertex_mask: [u64; HEXES],
    /// Bitmask of the edges touching each vertex.
    pub vertex_edge_mask: [u128; VERTICES],
    /// Bitmask of the hexes touching each vertex.
    pub vertex_hex_mask: [u32; VERTICES],
    /// The edges touching any vertex of a group of four (vertices 4·i to 4·i + 3), per group and
    /// subset of it (bit k: vertex 4·i + k): the edges at a set of vertices in 14 look-ups.
    pub vertex_quad_edges: [[u128; 16]; VERTEX_QUADS],
    /// Drawing position of each vertex (x in units of √3/2, y in units of 1/2 of a hex radius).
    pub vertex_xy: [(i8, i8); VERTICES],
}

/// Coastal edges (counted around the island) that carry a harbour: gaps of 3, 3, 4 edges.
const HARBOUR_SLOTS: [usize; HARBOURS] = [0, 3, 6, 10, 13, 16, 20, 23, 26];

/// The shared geometry, built on first use.
pub fn topology() -> &'static Topology {
    static TOPO: OnceLock<Topology> = OnceLock::new();
    TOPO.get_or_init(build)
}

fn build() -> Topology {
    let mut hex_axial = [(0i8, 0i8); HEXES];
    let mut h = 0;
    for r in -2i8..=2 {
        for q in -2i8..=2 {
            if (q + r).abs() <= 2 {
                hex_axial[h] = (q, r);
                h += 1;
            }
        }
    }
    const CORNERS: [(i8, i8); 6] = [(0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)];
    let mut xy: Vec<(i8, i8)> = Vec::new();
    let mut hex_vertices = [[0u8; 6]; HEXES];
    for (h, &(q, r)) in hex_axial.iter().enumerate() {
        let (cx, cy) = (2 * q + r, 3 * r);
        for (i, (dx, dy)) in CORNERS.iter().enumerate() {
            let p = (cx + dx, cy + dy);
            let id = xy.iter().position(|&v| v == p).unwrap_or_else(|| {
                xy.push(p);
                xy.len() - 1
            });
            hex_vertices[h][i] = id as u8;
        }
    }
    assert_eq!(xy.len(), VERTICES);
    let mut edges: Vec<[u8; 2]> = Vec::new();
    let mut edge_hex_count: Vec<u8> = Vec::new();
    for corners in &hex_vertices {
        for i in 0..6 {
            let (a, b) = (corners[i], corners[(i + 1) % 6]);
            let key = [a.min(b), a.max(b)];
            match edges.iter().position(|&e| e == key) {
                Some(e) => edge_hex_count[e] += 1,
                None => {
                    edges.push(key);
                    edge_hex_count.push(1);
                }
            }
        }
    }
    assert_eq!(edges.len(), EDGES);
    let mut vertex_hexes = [[NONE; 3]; VERTICES];
    for (h, corners) in hex_vertices.iter().enumerate() {
        for &v in corners {
            let slot = vertex_hexes[v as usize].iter().position(|&x| x == NONE);
            vertex_hexes[v as usize][slot.expect("at most 3 hexes")] = h as u8;
        }
    }
    let mut vertex_edges = [[NONE; 3]; VERTICES];
    let mut vertex_neighbours = [0u64; VERTICES];
    let mut edge_vertices = [[0u8; 2]; EDGES];
    for (e, &[a, b]) in edges.iter().enumerate() {
        edge_vertices[e] = [a, b];
        for (v, w) in [(a, b), (b, a)] {
            let slot = vertex_edges[v as usize].iter().position(|&x| x == NONE);
            vertex_edges[v as usize][slot.expect("at most 3 edges")] = e as u8;
            vertex_neighbours[v as usize] |= 1 << w;
        }
    }
    let mut hex_neighbours = [0u32; HEXES];
    for a in 0..HEXES {
        for b in 0..HEXES {
            let (qa, ra) = hex_axial[a];
            let (qb, rb) = hex_axial[b];
            let (dq, dr) = (qa - qb, ra - rb);
            if a != b && dq.abs().max(dr.abs()).max((dq + dr).abs()) == 1 {
                hex_neighbours[a] |= 1 << b;
            }
        }
    }
    // Coastal edges in order around the island, starting from the top and going clockwise.
    let mut coast: Vec<(f64, u8)> = (0..EDGES)
        .filter(|&e| edge_hex_count[e] == 1)
        .map(|e| {
            let [a, b] = edges[e];
            let x = f64::from(xy[a as usize].0 + xy[b as usize].0) * 0.866;
            let y = f64::from(xy[a as usize].1 + xy[b as usize].1) * 0.5;
            (x.atan2(-y), e as u8)
        })
        .collect();
    assert_eq!(coast.len(), 30);
    coast.sort_by(|a, b| a.0.total_cmp(&b.0));
    let harbour_edges = HARBOUR_SLOTS.map(|i| coast[i].1);
    let mut vertex_harbour = [NONE; VERTICES];
    for (i, &e) in harbour_edges.iter().enumerate() {
        for &v in &edges[e as usize] {
            assert_eq!(vertex_harbour[v as usize], NONE, "harbours share a vertex");
            vertex_harbour[v as usize] = i as u8;
        }
    }
    let mut vertex_edge_mask = [0u128; VERTICES];
    for v in 0..VERTICES {
        for &e in &vertex_edges[v] {
            if e != NONE {
                vertex_edge_mask[v] |= 1 << e;
            }
        }
    }
    let mut vertex_quad_edges = [[0u128; 16]; VERTEX_QUADS];
    for (i, quad) in vertex_quad_edges.iter_mut().enumerate() {
        for (subset, edges) in quad.iter_mut().enumerate() {
            for k in 0..4 {
                let v = 4 * i + k;
                if subset & (1 << k) != 0 && v < VERTICES {
                    *edges |= vertex_edge_mask[v];
                }
            }
        }
    }
    let vertex_hex_mask = vertex_hexes.map(|hs| {
        hs.iter()
            .filter(|&&h| h != NONE)
            .fold(0u32, |m, &h| m | (1 << h))
    });
    let hex_vertex_mask = hex_vertices.map(|c| c.iter().fold(0u64, |m, &v| m | (1 << v)));
    let mut vertex_xy = [(0, 0); VERTICES];
    vertex_xy.copy_from_slice(&xy);
    Topology {
        hex_axial,
        hex_vertices,
        vertex_hexes,
        vertex_edges,
        vertex_neighbours,
        edge_vertices,
        hex_neighbours,
        harbour_edges,
        vertex_harbour,
        hex_vertex_mask,
        vertex_edge_mask,
        vertex_hex_mask,
        vertex_quad_edges,
        vertex_xy,
    }
}

/// Serializes a long id table (serde derives stop at 32 elements) as a JSON array.
pub fn serialize_ids<S: serde::Serializer>(ids: &[u8], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ids)
}

/// Reads back what [`serialize_ids`] wrote: exactly `N` ids, or an error.
pub fn deserialize_ids<'de, D: serde::Deserializer<'de>, const N: usize>(
    d: D,
) -> Result<[u8; N], D::Error> {
    let ids: Vec<u8> = serde::Deserialize::deserialize(d)?;
    let len = ids.len();
    ids.try_into()
        .map_err(|_| serde::de::Error::invalid_length(len, &format!("{N} ids").as_str()))
}
