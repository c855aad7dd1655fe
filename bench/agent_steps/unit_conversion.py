distances_km = {"Paris-Lyon": 465, "Paris-Marseille": 775, "Lyon-Nice": 470, "Marseille-Nice": 200}
speed_kmh = 130
rows = []
for route, km in sorted(distances_km.items(), key=lambda kv: kv[1]):
    hours = km / speed_kmh
    h, m = int(hours), round((hours - int(hours)) * 60)
    rows.append(f"{route:<16}{km:>5} km {km * 0.621371:>7.1f} mi  {h}h{m:02d}")
print("\n".join(rows))
total = sum(distances_km.values())
print(f"Total: {total} km, average {total / len(distances_km):.1f} km")
