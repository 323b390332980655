use punct::rules::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth: u32 = args[1].parse().unwrap();
    let variant: Variant = args[2].parse().unwrap();
    let t = std::time::Instant::now();
    let n = perft(&Position::new(variant), depth);
    println!("{variant} perft({depth}) = {n} in {:?}", t.elapsed());
}
