#include "SqlScript.h"

#include <QRegularExpression>

namespace scouter::store {

namespace {

[[nodiscard]] bool isTrigger(const QString& statement) {
    static const QRegularExpression trigger(QStringLiteral("^\\s*CREATE\\s+(TEMP\\s+|TEMPORARY\\s+)?TRIGGER\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    return trigger.match(statement).hasMatch();
}

[[nodiscard]] bool endsWithEndKeyword(const QString& statement) {
    static const QRegularExpression end(QStringLiteral("\\bEND\\s*$"), QRegularExpression::CaseInsensitiveOption);
    return end.match(statement).hasMatch();
}

} // namespace

QStringList SqlScript::split(const QString& script) {
    QStringList statements;
    QString current;
    QChar quote;
    bool inComment = false;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script.at(i);
        if (inComment) {
            if (c == QLatin1Char('\n')) {
                inComment = false;
                current += c;
            }
            continue;
        }
        if (!quote.isNull()) {
            current += c;
            if (c == quote) {
                quote = QChar();
            }
            continue;
        }
        if (c == QLatin1Char('-') && i + 1 < script.size() && script.at(i + 1) == QLatin1Char('-')) {
            inComment = true;
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            current += c;
            continue;
        }
        if (c == QLatin1Char(';') && (!isTrigger(current) || endsWithEndKeyword(current))) {
            if (!current.trimmed().isEmpty()) {
                statements << current.trimmed();
            }
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.trimmed().isEmpty()) {
        statements << current.trimmed();
    }
    return statements;
}

} // namespace scouter::store
