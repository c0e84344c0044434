// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportDestination.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace scouter::ui {

QString ExportDestination::choose(QWidget* parent, const QString& caption, const QString& suggested,
                                  const QString& filter) {
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter, nullptr, QFileDialog::DontConfirmOverwrite);
}

store::Result<bool> ExportDestination::save(QWidget* parent, const QString& path, const QString& campaignPath,
                                            const Write& write) {
    const auto found = store::OutputFile::check(path, campaignPath);
    if (!found) {
        return found.error();
    }
    const bool replace = found.value() == store::OutputFile::Found::RegularFile;
    if (replace && !askReplace(parent, path)) {
        return false;
    }
    store::OutputFile file(path, campaignPath,
                           replace ? store::OutputFile::Existing::Replace : store::OutputFile::Existing::Refuse);
    if (auto status = file.writeWhole(write); !status) {
        return status.error();
    }
    return true;
}

bool ExportDestination::askReplace(QWidget* parent, const QString& path) {
    QMessageBox box(QMessageBox::Question, tr("Replace the File?"),
                    tr("%1 is already there. Replace it with this export?").arg(QFileInfo(path).fileName()),
                    QMessageBox::Cancel, parent);
    box.setInformativeText(
        tr("The file in %1 is replaced only once the export is written whole.").arg(QFileInfo(path).absolutePath()));
    auto* replace = box.addButton(tr("&Replace"), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("replaceButton"));
    box.button(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == replace;
}

} // namespace scouter::ui
