// One value per object, made on first use and let go with the object (a memo on a WeakMap).

/** A function that gives, for each key object, the value `create` made for it the first time. */
export function onePer<K extends object, V>(create: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = create(key);
      values.set(key, value);
    }
    return value;
  };
}
