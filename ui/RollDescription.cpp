// SPDX-License-Identifier: GPL-3.0-or-later
#include "RollDescription.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace scouter::ui {
namespace {

QString joinFaces(const std::vector<int>& faces) {
    QStringList parts;
    parts.reserve(static_cast<qsizetype>(faces.size()));
    for (const int face : faces) {
        parts << QString::number(face);
    }
    return parts.join(QStringLiteral(", "));
}

// The term as written. A leading '+' is noise on a dice term that stands on its own line,
// but it is what tells a flat modifier from a plain number, so flat terms keep it.
QString termLabel(const engine::DiceTerm& term) {
    std::string text = term.toString();
    if (term.isDice() && text.starts_with('+')) {
        text.erase(0, 1);
    }
    return QString::fromStdString(text);
}

QString signedNumber(int value) {
    return value < 0 ? QString::number(value) : QStringLiteral("+%1").arg(value);
}

} // namespace

QString describeTerm(const engine::TermResult& term, engine::DiceScaling scaling) {
    QString text = termLabel(term.term);
    if (term.extra) {
        text = QStringLiteral("Extra Dice %1").arg(text);
    }
    const bool scaled = term.multiplier != 1;
    if (!term.term.isDice()) {
        return scaled ? QStringLiteral("%1 ×%2 = %3").arg(text).arg(term.multiplier).arg(signedNumber(term.value))
                      : text;
    }
    if (!scaled) {
        return QStringLiteral("%1 → %2").arg(text, joinFaces(term.faces));
    }
    // Multiplying the count shows in how many faces there are; multiplying the result
    // needs the product spelled out, or the total would not add up on screen.
    if (scaling == engine::DiceScaling::Count) {
        return QStringLiteral("%1 ×%2 → %3").arg(text).arg(term.multiplier).arg(joinFaces(term.faces));
    }
    return QStringLiteral("%1 → %2 ×%3 = %4").arg(text, joinFaces(term.faces)).arg(term.multiplier).arg(term.value);
}

QStringList describeTerms(const engine::RollResult& result, engine::DiceScaling scaling) {
    QStringList lines;
    lines.reserve(static_cast<qsizetype>(result.terms.size()));
    for (const auto& term : result.terms) {
        lines << describeTerm(term, scaling);
    }
    return lines;
}

QString describeFaces(const engine::RollResult& result, engine::DiceScaling scaling) {
    return describeTerms(result, scaling).join(QStringLiteral("; "));
}

QString describeSum(const engine::RollResult& result, engine::DiceScaling scaling) {
    QString text;
    for (const auto& term : result.terms) {
        const bool negative = term.term.sign < 0;
        if (!text.isEmpty()) {
            text += negative ? QStringLiteral(" − ") : QStringLiteral(" + ");
        } else if (negative) {
            text += QStringLiteral("−");
        }
        if (!term.term.isDice()) {
            text += QString::number(std::abs(term.value));
            continue;
        }
        QString label = termLabel(term.term);
        if (label.startsWith(QLatin1Char('-'))) {
            label.remove(0, 1);
        }
        if (term.extra) {
            label = QStringLiteral("Extra Dice %1").arg(label);
        }
        QStringList faces;
        for (const int face : term.faces) {
            faces << QString::number(face);
        }
        const QString rolled = QStringLiteral("(%1)").arg(faces.join(QStringLiteral(" + ")));
        if (term.multiplier == 1) {
            text += QStringLiteral("%1 %2").arg(label, rolled);
        } else if (scaling == engine::DiceScaling::Count) {
            text += QStringLiteral("%1 ×%2 %3").arg(label).arg(term.multiplier).arg(rolled);
        } else {
            text += QStringLiteral("%1 %2 ×%3").arg(label, rolled).arg(term.multiplier);
        }
    }
    return QStringLiteral("%1 = %2").arg(text).arg(result.total);
}

QString describeTier(int tier, int baseTier) {
    return tier == baseTier ? QString::number(tier) : QStringLiteral("%1 (base %2)").arg(tier).arg(baseTier);
}

} // namespace scouter::ui
