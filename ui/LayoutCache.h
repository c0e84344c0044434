// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>

#include <cstddef>
#include <utility>
#include <vector>

namespace scouter::ui {

// What laying a text out gave (a size, a width, a laid-out line), kept by what the layout read
// besides the font, for each of a few fonts: a view asks again for the rows it laid out already at
// every repaint and every change, and the same names, costs and log lines come back each time.
// A font beyond the few starts the kept results over, as does a font's list past `limit`.
template <class Key, class Value> class LayoutCache {
public:
    explicit LayoutCache(qsizetype limit) : m_limit(limit) {}

    // The result for `key` in `font`: kept, or `lay()` once. Valid until the next call.
    template <class Lay> const Value& get(const QFont& font, const Key& key, Lay&& lay) {
        QHash<Key, Value>& kept = inFont(font);
        if (kept.size() > m_limit) {
            kept.clear();
        }
        auto found = kept.constFind(key);
        if (found == kept.cend()) {
            found = kept.insert(key, std::forward<Lay>(lay)());
        }
        return *found;
    }

private:
    // The view's font and its bold rows' are the usual ones.
    static constexpr std::size_t kFonts = 4;

    QHash<Key, Value>& inFont(const QFont& font) {
        for (auto& [known, kept] : m_fonts) {
            // The resolve mask too: a font equal in every property but set by other hands (the
            // view's own, a row's bold) may be resolved against another one when laid out.
            if (known == font && known.resolveMask() == font.resolveMask()) {
                return kept;
            }
        }
        if (m_fonts.size() >= kFonts) {
            m_fonts.clear();
        }
        return m_fonts.emplace_back(font, QHash<Key, Value>()).second;
    }

    std::vector<std::pair<QFont, QHash<Key, Value>>> m_fonts;
    qsizetype m_limit;
};

} // namespace scouter::ui
